import { z } from "zod";
import { int, label, money, text } from "./fields.ts";

// The facts of src/data/empresa/fidelidade.yaml (its form at /admin).

const levelName = text("o nome de um nível do programa");

export const loyaltyFacts = {
  /** The rules of the loyalty programme. */
  loyalty: z
    .object({
      /** Smallest value of a service that counts, in reais. */
      minServiceValue: money("o valor mínimo do serviço").meta(label("Valor mínimo do serviço que conta (R$)")),
      /** Months in which completed services count towards a level. */
      windowMonths: int("o período em meses", 1).meta(label("Período em que os serviços contam (meses)")),
      /** Days added to the guarantee for members from the first level on. */
      extendedGuaranteeDays: int("os dias a mais de garantia", 1).meta(label("Garantia estendida (dias a mais)")),
      /** What the follow-up revision of a repair covers (its labour is free, not its parts), in one Portuguese sentence. */
      freeRevision: text("o que a revisão do reparo cobre").meta(label("Revisão do reparo: o que cobre")),
      /** From this level on, a member's call goes into the day's schedule before others'; absent: no priority. */
      priorityFrom: levelName.optional().meta(label("Prioridade na agenda a partir do nível")),
      /** From this level on, the diagnosis is free even when the quote is declined; absent: never free. */
      freeDiagnosisFrom: levelName.optional().meta(label("Diagnóstico grátis a partir do nível")),
      /** From a level on, a discount on replacement parts; absent: none. */
      partsDiscount: z
        .object({
          from: levelName.meta(label("A partir do nível")),
          percent: int("o desconto em peças", 1, 100).meta(label("Desconto (%)")),
        })
        .optional()
        .meta(label("Desconto em peças")),
      /** The levels: the discount from the nth completed service in the window on. */
      levels: z
        .array(
          z.object({
            name: text("o nome do nível, como Bronze").meta(label("Nome do nível")),
            fromService: int("a partir de qual serviço", 1).meta(label("A partir do serviço nº")),
            discountPercent: int("o desconto", 1, 100).meta(label("Desconto (%)")),
          }),
        )
        .min(1, "informe pelo menos um nível")
        .superRefine((levels, context) =>
          levels.forEach((level, i) => {
            if (i > 0 && level.fromService <= levels[i - 1]!.fromService)
              context.addIssue({
                code: "custom",
                path: [i, "fromService"],
                message: `ponha os níveis em ordem: este começa num serviço depois do nível ${levels[i - 1]!.name}`,
              });
          }),
        )
        .meta(label("Níveis")),
    })
    .meta(label("Programa de fidelidade")),
};
