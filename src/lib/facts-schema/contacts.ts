import { z } from "zod";
import { label, phone, text } from "./fields.ts";

// The facts of src/data/empresa/contatos.yaml (its form at /admin).

export const contactsFacts = {
  phone: phone("o telefone").meta(label("Telefone", "Com DDD, como (19) 3456-7890")),
  whatsapp: phone("o número do WhatsApp")
    .transform((number) => number.e164)
    .meta(label("WhatsApp", "O número do WhatsApp Business, com DDD, como (19) 98765-4321")),
  email: z
    .email({ error: "informe um e-mail, como contato@empresa.com.br" })
    .meta(label("E-mail", "Como contato@empresa.com.br")),
  address: z
    .object({
      street: text("a rua").meta(label("Rua")),
      number: text("o número").meta(label("Número")),
      district: text("o bairro").meta(label("Bairro")),
      city: text("a cidade").meta(label("Cidade")),
      state: z.literal("SP", { error: 'informe "SP"' }).meta(label("Estado")),
      postalCode: z
        .string({ error: "informe o CEP, no formato 00000-000" })
        .regex(/^\d{5}-\d{3}$/, "informe o CEP no formato 00000-000")
        .meta(label("CEP", "No formato 00000-000")),
    })
    .meta(label("Endereço da oficina")),
  /** The workshop's position (5 decimals: about a metre), for maps and Google. */
  geo: z
    .object({
      latitude: z
        .number({ error: "informe a latitude" })
        .min(-34)
        .max(6)
        .multipleOf(0.00001)
        .meta(label("Latitude", "Como -22.12345")),
      longitude: z
        .number({ error: "informe a longitude" })
        .min(-74)
        .max(-34)
        .multipleOf(0.00001)
        .meta(label("Longitude", "Como -47.12345")),
    })
    .meta(label("Posição da oficina no mapa")),
  /** The business's Google Business Profile (its reviews live there), or none. */
  googleBusinessProfileUrl: z
    .url({ protocol: /^https$/, error: "informe o link do Perfil da Empresa no Google, começando com https://" })
    .optional()
    .meta(label("Perfil da Empresa no Google (link)")),
  /** The profile's "ask for reviews" link (Google gives it to the owner), for the kit's review card; or none. */
  googleReviewUrl: z
    .url({ protocol: /^https$/, error: "informe o link de pedir avaliações que o Google dá, começando com https://" })
    .optional()
    .meta(label("Link para pedir avaliações no Google")),
  /** The business's Instagram profile, or none. */
  instagramUrl: z
    .url({ protocol: /^https$/, error: "informe o link do Instagram, começando com https://" })
    .optional()
    .meta(label("Instagram (link)")),
};
