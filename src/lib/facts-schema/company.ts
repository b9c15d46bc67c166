import { z } from "zod";
import { int, isValidCnpj, label, text, year } from "./fields.ts";

// The facts of src/data/empresa/empresa.yaml (its form at /admin).

const imageSchema = z.object({
  /** A stock-photo URL (resized through its query parameters) or a path of a file in public/, e.g. "/fotos/oficina.jpg". */
  src: z
    .string({ error: "informe o endereço da foto" })
    .refine(
      (src) => src.startsWith("/") || src.startsWith("https://"),
      "informe um endereço https:// ou o caminho de uma foto do site, como /fotos/oficina.jpg",
    )
    .meta(label("Endereço da foto", "Uma foto do site (/fotos/oficina.jpg) ou um endereço https://")),
  alt: text("a descrição da foto para quem não enxerga").meta(
    label("Descrição da foto", "O que a foto mostra, para quem usa leitor de tela"),
  ),
  width: int("a largura da foto em pixels", 1).meta(label("Largura (pixels)")),
  height: int("a altura da foto em pixels", 1).meta(label("Altura (pixels)")),
});

export const companyFacts = {
  brandName: text("o nome da empresa como aparece no logotipo").meta(label("Nome da empresa (marca)")),
  legalName: text("a razão social").meta(label("Razão social", "Como está no CNPJ")),
  cnpj: z
    .string({ error: "informe o CNPJ, no formato 00.000.000/0000-00" })
    .refine(isValidCnpj, "informe o CNPJ no formato 00.000.000/0000-00, com os dígitos verificadores certos")
    .meta(label("CNPJ", "No formato 00.000.000/0000-00")),
  activity: text("a atividade registrada, em uma frase").meta(label("Atividade registrada")),
  siteUrl: z
    .url({ protocol: /^https$/, error: "informe o endereço do site, começando com https://" })
    .meta(label("Endereço do site", "Começa com https://")),
  foundedYear: year("o ano de abertura").meta(label("Ano de abertura")),
  /** The year in the copyright line. */
  copyrightYear: int("o ano do aviso de direitos", 2000, 2100).meta(label("Ano do aviso de direitos autorais")),
  /** Longest wait for an answer to a data subject's request (LGPD art. 19 allows 15 days). */
  dataRequestReplyDays: int("o prazo de resposta em dias", 1, 15).meta(
    label("Prazo de resposta a pedidos de dados (dias)", "A LGPD permite no máximo 15"),
  ),
  /** Whether every service gets a nota fiscal. */
  issuesInvoice: z.boolean().meta(label("Emite nota fiscal")),
  /** The technician behind the business (a sole proprietor: the owner). */
  technician: z
    .object({
      name: text("o nome do técnico").meta(label("Nome")),
      since: year("o ano em que começou na profissão").meta(label("Na profissão desde")),
      credential: z
        .object({
          title: text("o curso ou certificado").meta(label("Curso ou certificado")),
          issuer: text("quem emitiu, como SENAI").meta(label("Emitido por")),
          year: year("o ano do certificado").meta(label("Ano")),
        })
        .meta(label("Formação")),
      /** His portrait: a photo file of the owner's in src/assets/fotos/ (resized at build time), or none. */
      portrait: z
        .object({
          file: z
            .string()
            .regex(
              /^[\w.-]+\.(jpe?g|png|webp)$/i,
              "informe o nome de um arquivo em src/assets/fotos/, como tecnico.jpg",
            )
            .meta(label("Arquivo da foto")),
          alt: text("a descrição da foto para quem não enxerga").meta(label("Descrição da foto")),
        })
        .optional()
        .meta(label("Foto do técnico")),
    })
    .meta(label("Técnico")),
  /** The profile's categories, exactly as Google's list names them in Portuguese (the owner's kit). */
  googleCategories: z
    .object({
      primary: text("a categoria principal").meta(label("Categoria principal")),
      additional: z
        .array(text("uma categoria"))
        .max(9, "o Google aceita no máximo 9 categorias adicionais")
        .default([])
        .meta(label("Categorias adicionais")),
    })
    .meta(label("Categorias no Google")),
  /**
   * The QR stickers put on each machine serviced (the owner's kit): codes such as OLV-0001, each opening its
   * page of the site. `print` is the next sheet's range; every code up to its end keeps a page, so a label
   * printed before keeps working. Absent: no labels.
   */
  machineLabels: z
    .object({
      prefix: z
        .string({ error: "informe o prefixo das etiquetas" })
        .regex(/^[A-Z]{2,5}$/, "use de 2 a 5 letras maiúsculas, como ABC")
        .meta(label("Prefixo dos códigos", "De 2 a 5 letras maiúsculas, como ABC")),
      print: z
        .object({
          from: int("o primeiro número", 1).meta(label("Do número")),
          through: int("o último número", 1, 9999).meta(label("Até o número")),
        })
        .refine((range) => range.from <= range.through, {
          message: "o último número não pode ser menor que o primeiro",
          path: ["through"],
        })
        .meta(label("Próxima folha de etiquetas")),
    })
    .optional()
    .meta(label("Etiquetas QR das máquinas")),
  /** The stock or own photos of the pages (the technician's portrait is his own, above). */
  images: z.object({ hero: imageSchema.meta(label("Foto do topo da página inicial")) }).meta(label("Fotos")),
};
