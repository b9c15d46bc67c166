import { z } from "zod";
import { ISS_OPTIONS, isValidCnae, PARTS_INVOICE, pixKeyKind, TAX_REGIMES } from "../registration.ts";
import { isValidCnpj, label, phone, text } from "./fields.ts";

// The facts of src/data/empresa/fornecedor.yaml (its form at /admin).

export const supplierFacts = {
  /**
   * What a factory's purchasing department files about the business as its supplier (the supplier sheet,
   * /ficha-fornecedor): tax registration, how the service and its parts are invoiced, how and where to pay, whom
   * to ask about a bill. Each part absent is left out of the sheet.
   */
  supplier: z
    .object({
      municipalRegistration: z
        .string({ error: "informe a inscrição municipal" })
        .regex(/^\d{3,15}$/, "informe a inscrição municipal só com os números, sem pontos nem traços")
        .optional()
        .meta(label("Inscrição municipal", "Só os números, como no cadastro da prefeitura")),
      taxRegime: z
        .enum(TAX_REGIMES, { error: `escolha o regime tributário: ${TAX_REGIMES.join(", ")}` })
        .optional()
        .meta(label("Regime tributário")),
      /** The main CNAE subclass, as the CNPJ card gives it (its description is `activity`). */
      cnae: z
        .string({ error: "informe o CNAE principal" })
        .refine(isValidCnae, "informe o CNAE principal como está no cartão do CNPJ, como 3314-7/10, com o dígito certo")
        .optional()
        .meta(label("CNAE principal", "Como está no cartão do CNPJ, no formato 3314-7/10")),
      /** Who pays the ISS of the service's invoice: the business, or the client withholding it. */
      iss: z
        .enum(ISS_OPTIONS, { error: `escolha: ${ISS_OPTIONS.join(" ou ")}` })
        .optional()
        .meta(label("ISS", "Retido pelo cliente (descontado da nota) ou não retido (recolhido pela empresa)")),
      /** How replaced parts are invoiced. */
      partsInvoice: z
        .enum(PARTS_INVOICE, { error: `escolha: ${PARTS_INVOICE.join(" ou ")}` })
        .optional()
        .meta(label("Peças trocadas: nota fiscal")),
      /** Who may pay invoiced (payment.invoicedDays), completing "faturado em 28 dias para …". */
      invoicedFor: text("para quem vale o faturado")
        .optional()
        .meta(
          label(
            "Faturado: para quem vale",
            "Completa a frase “faturado em 28 dias para…”, como: empresas com CNPJ ativo que enviam pedido de compra antes do serviço",
          ),
        ),
      pixKey: z
        .string({ error: "informe a chave Pix" })
        .trim()
        .refine(
          (key) => pixKeyKind(key) !== undefined && (pixKeyKind(key) !== "cnpj" || isValidCnpj(key)),
          "informe a chave Pix como está no banco: o CNPJ (00.000.000/0000-00), um e-mail, o celular com +55 (como +5519987654321) ou a chave aleatória",
        )
        .optional()
        .meta(label("Chave Pix", "O CNPJ, um e-mail, o celular com +55 (como +5519987654321) ou a chave aleatória")),
      /** The business's own bank account (its holder: the legal name and CNPJ). */
      bankAccount: z
        .object({
          bank: text("o nome do banco").meta(label("Banco", "Como Banco do Brasil")),
          code: z
            .string({ error: "informe o código do banco" })
            .regex(/^\d{3}$/, "informe o código do banco com 3 números, como 001")
            .meta(label("Código do banco", "3 números, como 001")),
          agency: z
            .string({ error: "informe a agência" })
            .regex(/^\d{4}(-[\dX])?$/, "informe a agência com 4 números e o dígito, se houver, como 1234-5")
            .meta(label("Agência", "Como 1234-5")),
          account: z
            .string({ error: "informe a conta" })
            .regex(/^\d{1,13}-[\dX]$/, "informe a conta com o dígito depois do traço, como 12345-6")
            .meta(label("Conta corrente", "Com o dígito, como 12345-6")),
        })
        .optional()
        .meta(label("Conta bancária", "Em nome da empresa")),
      /** Whom a client's accounts department asks about a bill. */
      billingContact: z
        .object({
          name: text("o nome do contato do financeiro").meta(label("Nome")),
          email: z
            .email({ error: "informe o e-mail do financeiro, como financeiro@empresa.com.br" })
            .meta(label("E-mail")),
          phone: phone("o telefone do financeiro").optional().meta(label("Telefone", "Com DDD")),
        })
        .optional()
        .meta(label("Contato do financeiro", "Quem responde sobre notas e pagamentos")),
    })
    .optional()
    .meta(
      label(
        "Cadastro de fornecedor",
        "O que o setor de compras das fábricas pede para cadastrar a empresa: vai para a ficha cadastral de fornecedor",
      ),
    ),
};
