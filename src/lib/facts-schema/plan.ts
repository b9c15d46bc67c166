import { z } from "zod";
import { int, label, money, text } from "./fields.ts";

// The facts of src/data/empresa/plano.yaml (its form at /admin).

/** How the plan is billed: an invoice after each visit, or the year's visits in twelve monthly instalments. */
export const PLAN_BILLING = ["por-visita", "mensal"] as const;

export const planFacts = {
  /** The preventive-maintenance plan (regular visits under contract); absent, there is no plan page. */
  preventivePlan: z
    .object({
      /** The frequencies offered: months between visits. */
      everyMonths: z
        .array(int("os meses entre as visitas", 1, 12))
        .min(1, "informe pelo menos uma frequência")
        .meta(label("Frequências (meses entre as visitas)")),
      /** Price per machine per visit, in reais. */
      pricePerMachine: money("o preço por máquina").meta(label("Preço por máquina por visita (R$)")),
      /** Fewest machines a plan covers; absent: from one machine. */
      minMachines: int("o mínimo de máquinas", 2)
        .optional()
        .meta(label("Mínimo de máquinas", "Vazio: a partir de uma")),
      // The contract's terms: each absent one is left unsaid.
      minimumMonths: int("o prazo mínimo em meses", 1, 60)
        .optional()
        .meta(label("Prazo mínimo do contrato (meses)", "Vazio: sem prazo mínimo")),
      cancelNoticeDays: int("o aviso para cancelar em dias", 0, 180)
        .optional()
        .meta(label("Aviso para cancelar (dias)", "0: cancela quando quiser")),
      /** How the price is adjusted once a year, in a short phrase such as "pelo IPCA dos últimos 12 meses". */
      yearlyAdjustment: text("como o preço é reajustado")
        .optional()
        .meta(label("Reajuste anual", "Como: pelo IPCA dos últimos 12 meses")),
      /** Whether visits happen while the factory produces (false: before or after the shift). */
      duringProduction: z
        .boolean()
        .optional()
        .meta(label("Visitas com a produção rodando", "Desmarcado: antes ou depois do turno")),
      saturdays: z.boolean().optional().meta(label("Visitas também aos sábados")),
      /** Most machines seen in one visit (more take another day). */
      machinesPerVisit: int("o máximo de máquinas por visita", 1)
        .optional()
        .meta(label("Máximo de máquinas por visita")),
      /** The time one machine takes in a visit; with machinesPerVisit it must fit in a day of opening hours. */
      minutesPerMachine: int("os minutos por máquina", 5, 480)
        .optional()
        .meta(label("Tempo de visita por máquina (minutos)")),
      visitFeeIncluded: z.boolean().optional().meta(label("Taxa de visita incluída no preço")),
      /** A plan customer's emergency: the fee on top of the visit (0: none). */
      emergencyFee: money("o acréscimo da emergência para o plano", { free: true })
        .optional()
        .meta(label("Acréscimo de emergência para cliente do plano (R$)")),
      /** Whether the loyalty programme's discounts also apply to the plan's price. */
      loyaltyDiscounts: z.boolean().optional().meta(label("Descontos do programa de fidelidade valem no plano")),
      /** What a plan customer pays for a breakdown between the visits. */
      breakdown: z
        .object({
          visitFeeIncluded: z.boolean().meta(label("Visita fora das datas sem taxa de visita")),
          labourDiscountPercent: int("o desconto na mão de obra", 0, 100).meta(
            label("Desconto na mão de obra do conserto (%)", "0: preço normal; 100: incluída no plano"),
          ),
          partsDiscountPercent: int("o desconto nas peças", 0, 100).meta(
            label("Desconto nas peças do conserto (%)", "0: preço normal"),
          ),
        })
        .optional()
        .meta(label("Quebra entre as visitas")),
      /** How the plan is billed: after each visit, or a fixed monthly amount (a year's visits over 12 months). */
      billing: z
        .object({
          basis: z
            .enum(PLAN_BILLING, { error: `escolha entre ${PLAN_BILLING.join(", ")}` })
            .meta(label("Cobrança", "por-visita: nota depois de cada visita; mensal: o valor do ano em 12 parcelas")),
          dueDays: int("o prazo de pagamento em dias", 0, 90).meta(
            label("Vencimento (dias depois da nota)", "0: à vista"),
          ),
        })
        .optional()
        .meta(label("Cobrança do plano")),
      /** Leaving before the minimum term: this share of the visits left is due (0: no fee). */
      earlyExitPercent: int("a multa por sair antes do prazo mínimo", 0, 100)
        .optional()
        .meta(label("Saída antes do prazo mínimo (% das visitas que faltam)", "0: sem multa")),
    })
    .optional()
    .meta(label("Plano de manutenção preventiva")),
};
