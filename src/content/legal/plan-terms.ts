// The preventive plan's contract, term by term, from the facts: the plan page lists them and the terms of use
// carry them as a clause, so both say the same. A term whose fact is absent is left out.
import type { Business } from "../../lib/business-schema";
import { formatList, formatMoney, upperFirst } from "../../lib/format";
import { frequencyLabel } from "../conditions";
import { priorityOf } from "../priority";

type Plan = NonNullable<Business["preventivePlan"]>;

/**
 * The plan's terms: a short name and its detail. `schedule` marks how the visits are organised and what each leaves
 * (the plan page says it; the contract's annex leaves it out, to keep /termos within the first round trip).
 */
export function planTerms(plan: Plan, business: Business): { term: string; detail: string; schedule?: true }[] {
  const priority = priorityOf(business);
  const stoppedRank = priority?.rank("parada-plano") ?? -1;
  const visiting = [
    ...(plan.duringProduction === undefined
      ? []
      : [plan.duringProduction ? "Com a produção rodando, máquina por máquina" : "Fora do horário de produção"]),
    ...(plan.saturdays === undefined ? [] : [plan.saturdays ? "também aos sábados" : "de segunda a sexta"]),
  ];
  const emergency = [
    ...(stoppedRank === 0
      ? ["A sua máquina parada é atendida antes de qualquer outro chamado"]
      : stoppedRank > 0
        ? [`A sua máquina parada é a ${stoppedRank + 1}ª na ordem de atendimento`]
        : []),
    ...(plan.emergencyFee === undefined
      ? []
      : [
          plan.emergencyFee === 0
            ? "sem acréscimo de emergência"
            : `com acréscimo de ${formatMoney(plan.emergencyFee)}`,
        ]),
  ];
  return [
    {
      term: "Frequência das visitas",
      detail: `${upperFirst(
        formatList(
          plan.everyMonths.map((months) => frequencyLabel(months)),
          "disjunction",
        ),
      )}, à sua escolha, em datas combinadas com a sua produção`,
    },
    {
      term: "Preço",
      detail: `${formatMoney(plan.pricePerMachine)} por máquina, a cada visita${
        plan.visitFeeIncluded === undefined
          ? ""
          : plan.visitFeeIncluded
            ? ", com a taxa de visita incluída"
            : ", mais a taxa de visita"
      }; peças à parte, com orçamento`,
    },
    ...(plan.minMachines ? [{ term: "Mínimo", detail: `A partir de ${plan.minMachines} máquinas` }] : []),
    ...(plan.machinesPerVisit
      ? [
          {
            term: "Por dia de visita",
            schedule: true as const,
            detail: `Até ${plan.machinesPerVisit} máquinas${plan.minutesPerMachine ? `, cerca de ${plan.minutesPerMachine} minutos cada` : ""}; as demais em outro dia`,
          },
        ]
      : plan.minutesPerMachine
        ? [
            {
              term: "Por máquina",
              detail: `Cerca de ${plan.minutesPerMachine} minutos em cada visita`,
              schedule: true as const,
            },
          ]
        : []),
    ...(visiting.length ? [{ term: "Quando", detail: visiting.join(", "), schedule: true as const }] : []),
    {
      term: "Onde",
      detail: `Na sua fábrica, em ${formatList(business.areaServed, "disjunction")}`,
      schedule: true as const,
    },
    ...(plan.billing
      ? [
          {
            term: "Cobrança",
            detail: `${
              plan.billing.basis === "mensal"
                ? "Em 12 parcelas mensais iguais: o valor das visitas do ano dividido por 12"
                : "Nota fiscal a cada visita"
            }, ${plan.billing.dueDays === 0 ? "à vista" : `vencimento em ${plan.billing.dueDays} dias`}`,
          },
        ]
      : []),
    ...(plan.minimumMonths
      ? [
          {
            term: "Prazo mínimo",
            detail: `${plan.minimumMonths} meses; depois, o plano segue até ser cancelado${
              plan.earlyExitPercent === undefined
                ? ""
                : plan.earlyExitPercent === 0
                  ? ". Sair antes não tem multa"
                  : `. Quem sai antes paga ${plan.earlyExitPercent}% do valor das visitas que faltariam até completar os ${plan.minimumMonths} meses`
            }`,
          },
        ]
      : []),
    ...(plan.cancelNoticeDays === undefined
      ? []
      : [
          {
            term: "Cancelamento",
            detail: `${plan.cancelNoticeDays === 0 ? "Sem aviso prévio" : `Com ${plan.cancelNoticeDays} dias de aviso`}, por escrito (WhatsApp ou e-mail)`,
          },
        ]),
    ...(plan.yearlyAdjustment ? [{ term: "Reajuste", detail: `Uma vez por ano, ${plan.yearlyAdjustment}` }] : []),
    ...(emergency.length ? [{ term: "Máquina parada", detail: emergency.join(", ") }] : []),
    ...(plan.breakdown ? [{ term: "Quebra entre as visitas", detail: breakdownDetail(plan.breakdown) }] : []),
    ...(plan.loyaltyDiscounts === undefined
      ? []
      : [
          {
            term: "Fidelidade",
            detail: plan.loyaltyDiscounts
              ? "Os descontos do programa de fidelidade valem também no plano"
              : "Os descontos do programa de fidelidade não valem no plano",
          },
        ]),
    {
      term: "Relatório",
      detail: "Por escrito a cada visita: o que foi feito em cada máquina, as peças trocadas e o que acompanhar",
      schedule: true as const,
    },
  ];
}

/** What a breakdown between the visits costs a plan customer: the visit, the repair's labour, its parts. */
function breakdownDetail(breakdown: NonNullable<Plan["breakdown"]>): string {
  const discount = (percent: number, what: string, included: string) =>
    percent === 0 ? `${what} pelo preço normal` : percent === 100 ? included : `${what} com ${percent}% de desconto`;
  return `${upperFirst(
    formatList([
      breakdown.visitFeeIncluded ? "visita sem taxa" : "taxa de visita normal",
      discount(breakdown.labourDiscountPercent, "mão de obra", "mão de obra incluída no plano"),
      discount(breakdown.partsDiscountPercent, "peças", "peças incluídas no plano"),
    ]),
  )}`;
}

/** The plan's terms as the contract's annex carries them: all but how the visits are organised. */
export const contractTerms = (plan: Plan, business: Business) =>
  planTerms(plan, business).filter((item) => !item.schedule);
