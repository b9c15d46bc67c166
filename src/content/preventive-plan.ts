// The copy of the preventive-maintenance plan page (/manutencao-preventiva), distinct from the loyalty
// programme: regular visits under contract. Its terms come from the facts file (business.preventivePlan);
// what each visit includes comes from each machine family's own list (src/content/machines).
import { business } from "../config/business";
import type { Business } from "../lib/business-schema";
import { formatMoney, upperFirst } from "../lib/format";
import { monthly, planCosts } from "../lib/plan-cost";
import { frequencyLabel } from "./conditions";

/** The plan's terms, as the page lists them (the same the terms of use carry). */
export { planTerms } from "./legal/plan-terms";

export const preventivePlanPage = {
  title: "Plano de manutenção preventiva",
  description: `Plano de manutenção preventiva para máquinas de costura industriais em ${business.address.city} e região: visitas programadas, preço por máquina e relatório a cada visita.`,
  breadcrumb: "Manutenção preventiva",
  /** For Google: what the service is, and the unit of its price. */
  serviceType: "Manutenção preventiva de máquinas de costura industriais",
  priceUnit: "por máquina, a cada visita",
  lead: "Visitas programadas para achar o desgaste antes que ele pare a máquina no meio da produção: limpeza, lubrificação, regulagem e troca das peças gastas antes de quebrarem.",
  whatsappLabel: "Pedir o plano no WhatsApp",
  sections: {
    terms: "Como é o plano",
    reportLink: "Ver um exemplo de relatório",
    visits: "O que cada visita inclui",
    visitsLead: "A lista de cada tipo de máquina: na visita, o técnico faz o que vale para as máquinas da sua fábrica.",
    familyLink: "Ver a página",
    steps: "Como começar",
    cost: "Quanto custa para a sua fábrica",
  },
  steps: [
    {
      title: "Conte o que tem",
      text: "Mande pelo WhatsApp quantas máquinas são, os tipos e as marcas: você recebe o valor do plano por escrito.",
    },
    {
      title: "Primeira visita",
      text: "Na primeira visita, o técnico avalia as máquinas da sua fábrica e combina com você a frequência e as datas das visitas.",
    },
    {
      title: "Visitas e relatório",
      text: "Em cada data combinada, o técnico revisa cada máquina e deixa o relatório por escrito do que foi feito.",
    },
  ],
  closing: {
    title: "Revise as máquinas antes da alta temporada",
    text: "Diga quantas máquinas são e de que tipos: o valor do plano sai por escrito, antes de qualquer visita.",
    whatsappLabel: "Pedir o plano",
  },
};

type Plan = NonNullable<Business["preventivePlan"]>;

/** The plan worked out for a few factory sizes (src/lib/plan-cost.ts), as the page's cards say it. */
export function planCostCards(plan: Plan) {
  const billedMonthly = plan.billing?.basis === "mensal";
  return {
    lead: `Cada rodada de visitas revisa todas as máquinas uma vez, a ${formatMoney(plan.pricePerMachine)} por máquina${
      plan.visitFeeIncluded
        ? ", com a taxa de visita incluída"
        : plan.visitFeeIncluded === false
          ? ", mais a taxa de visita de cada dia"
          : ""
    }; peças à parte. Veja alguns tamanhos de fábrica:`,
    // Each card's yearly prices under this one label, each frequency beside its amount: a line "Bimestral:
    // R$ 10.800,00 por ano" was a little wider than a card of four.
    yearlyTitle: "Por ano",
    cards: planCosts(plan).map((cost) => ({
      title: `${cost.machines} ${cost.machines === 1 ? "máquina" : "máquinas"}`,
      lines: [
        `${cost.visitDays} ${cost.visitDays === 1 ? "dia" : "dias"} de visita por rodada`,
        `${formatMoney(cost.perRound)} por rodada`,
      ],
      yearly: cost.perYear.map(({ everyMonths, price }) => ({
        label: upperFirst(frequencyLabel(everyMonths)),
        amount: formatMoney(price),
        monthly: billedMonthly ? `${formatMoney(monthly(price))} por mês` : undefined,
      })),
    })),
  };
}
