import { z } from "zod";
import { int, label, money, text, time, towns } from "./fields.ts";

// The facts of src/data/empresa/precos.yaml (its form at /admin).

export const pricesFacts = {
  /** Days of guarantee on every service, counted from delivery. */
  guaranteeDays: int("os dias de garantia", 1).meta(label("Garantia (dias)", "Contados da entrega")),
  /** What a visit, a diagnosis and a quote cost; absent, the site names no price. */
  prices: z
    .object({
      /** The technical visit's fee by group of towns (the first group the nearest). */
      visit: z
        .array(
          z.object({
            towns: towns("neste grupo").meta(label("Cidades")),
            fee: money("o valor da visita").meta(label("Valor da visita (R$)")),
          }),
        )
        .min(1, "informe pelo menos um valor de visita")
        .meta(label("Visita técnica por grupo de cidades", "O primeiro grupo é o mais perto")),
      /** The diagnosis: its fee, and whether it is deducted from the repair when the quote is approved. */
      diagnosis: z
        .object({
          fee: money("o valor do diagnóstico").meta(label("Valor do diagnóstico (R$)")),
          deductedWhenApproved: z.boolean().meta(label("Descontado do conserto quando o orçamento é aprovado")),
        })
        .meta(label("Diagnóstico")),
      /** Days a written quote stays valid. */
      quoteValidDays: int("a validade do orçamento em dias", 1).meta(label("Validade do orçamento (dias)")),
      /** Whether the visit is still charged once the repair is approved (false: the repair's bill leaves it out). */
      visitChargedWhenApproved: z
        .boolean()
        .optional()
        .meta(
          label("Visita cobrada quando o conserto é aprovado", "Desmarcado: quem aprova o conserto não paga a visita"),
        ),
      /** An estimate from photos sent by WhatsApp, at no cost: the only thing the site calls free. */
      freePhotoEstimate: z
        .boolean()
        .optional()
        .meta(label("Estimativa grátis por fotos no WhatsApp", "Um valor aproximado pelas fotos, sem custo")),
      /**
       * Labour: by the hour (with the fraction of an hour it is billed by, and a minimum), or the usual range of a
       * repair per machine family; absent, the site names no labour price.
       */
      labour: z
        .object({
          hourlyRate: money("o valor da hora de trabalho")
            .optional()
            .meta(label("Valor da hora de trabalho (R$)", "Vazio se cobra por tipo de máquina")),
          /** Labour is billed by this fraction of an hour, in minutes (a fraction begun counts whole). */
          billedEveryMinutes: int("a fração da hora cobrada em minutos", 1, 60)
            .refine((minutes) => 60 % minutes === 0, "use uma fração da hora: 5, 10, 15, 20, 30 ou 60 minutos")
            .optional()
            .meta(
              label(
                "Hora cobrada em frações de (minutos)",
                "15 para quarto de hora, 30 para meia hora, 60 para hora cheia; a fração começada conta inteira",
              ),
            ),
          /** The least labour billed for one job, in minutes; absent: no minimum. */
          minimumMinutes: int("o tempo mínimo cobrado em minutos", 1, 480)
            .optional()
            .meta(label("Mínimo cobrado por serviço (minutos)", "60 para uma hora; vazio se não há mínimo")),
          byMachine: z
            .array(
              z
                .object({
                  /** The machine family, by its file's name (its page's address), as a job photo names it. */
                  family: text("o tipo de máquina").meta(label("Tipo de máquina")),
                  from: money("o menor valor").meta(label("A partir de (R$)")),
                  through: money("o maior valor").meta(label("Até (R$)")),
                })
                .refine((range) => range.from <= range.through, {
                  message: "o maior valor não pode ser menor que o menor",
                  path: ["through"],
                }),
            )
            .default([])
            .superRefine((ranges, context) =>
              ranges.forEach((range, i) => {
                if (ranges.findIndex((other) => other.family === range.family) < i)
                  context.addIssue({
                    code: "custom",
                    path: [i, "family"],
                    message: "este tipo de máquina já tem uma faixa: cada tipo aparece uma vez só",
                  });
              }),
            )
            .meta(label("Mão de obra por tipo de máquina", "A faixa de um conserto comum de cada tipo")),
        })
        .refine((labour) => labour.hourlyRate !== undefined || labour.byMachine.length > 0, {
          message: "informe o valor da hora ou a faixa de pelo menos um tipo de máquina",
          path: ["hourlyRate"],
        })
        // The hour's unit: a rate says how it is counted, and a fraction or a minimum is of a rate.
        .refine((labour) => labour.hourlyRate === undefined || labour.billedEveryMinutes !== undefined, {
          message: "informe em que frações a hora é cobrada, como 15 minutos",
          path: ["billedEveryMinutes"],
        })
        .refine(
          (labour) =>
            labour.hourlyRate !== undefined ||
            (labour.billedEveryMinutes === undefined && labour.minimumMinutes === undefined),
          { message: "a fração e o mínimo são da hora de trabalho: informe o valor da hora", path: ["hourlyRate"] },
        )
        .optional()
        .meta(label("Mão de obra")),
      /** A stopped machine seen sooner, for a fee on top of the visit. */
      emergency: z
        .object({
          fee: money("o acréscimo da emergência").meta(label("Acréscimo da emergência (R$)", "Somado à visita")),
          withinHours: int("em quantas horas o técnico chega", 1, 48).meta(
            label("O técnico chega em até (horas)", "Dentro do horário de atendimento"),
          ),
          /** Calls up to this time are seen within withinHours the same day; later ones from the next opening. */
          callsBefore: time("a hora limite do chamado de emergência").meta(
            label("Chamados de emergência até", "Depois desta hora, o prazo conta da abertura seguinte, como 14:00"),
          ),
          towns: towns("com atendimento de emergência").meta(label("Cidades com atendimento de emergência")),
          /** Whether the fee is waived when the technician does not arrive within withinHours. */
          waivedIfLate: z
            .boolean()
            .optional()
            .meta(label("Sem acréscimo se o técnico atrasar", "Marcado: passou do prazo, o acréscimo não é cobrado")),
        })
        .optional()
        .meta(label("Atendimento de emergência")),
    })
    .optional()
    .meta(label("Preços")),
  /** How companies can pay; absent, the site says nothing about payment. */
  payment: z
    .object({
      pix: z.boolean().meta(label("Pix")),
      /** Boleto bancário for companies (a CNPJ). */
      boleto: z.boolean().meta(label("Boleto para empresas")),
      /** Credit card, in up to this many instalments without interest (1: no instalments); absent: no card. */
      cardInstallments: int("o número de parcelas", 1, 12)
        .optional()
        .meta(label("Cartão de crédito: parcelas sem juros", "1 para à vista; vazio se não aceita cartão")),
      /** Invoiced terms for companies with a registration: days after the invoice; absent: none. */
      invoicedDays: int("o prazo do faturamento em dias", 1, 120)
        .optional()
        .meta(label("Faturado para empresas (dias)", "Vazio se não fatura")),
    })
    .optional()
    .meta(label("Formas de pagamento")),
};
