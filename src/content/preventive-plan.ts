// The copy of the preventive-maintenance plan page (/manutencao-preventiva), distinct from the loyalty
// programme: regular visits under contract. Its terms come from the facts file (business.preventivePlan);
// what each visit includes comes from each machine family's own list (src/content/machines).
import { business } from "../config/business";
import type { Business } from "../lib/business-schema";
import { formatList, formatMoney } from "../lib/format";
import { frequencyLabel } from "./conditions";

type Plan = NonNullable<Business["preventivePlan"]>;

/** The plan's terms, as the page lists them. */
export function planTerms(plan: Plan): { term: string; detail: string }[] {
  return [
    {
      term: "Frequência das visitas",
      detail: `${formatList(
        plan.everyMonths.map((months) => frequencyLabel(months)),
        "disjunction",
      ).replace(/^./, (c) => c.toUpperCase())}, à sua escolha, em datas combinadas com a sua produção`,
    },
    {
      term: "Preço",
      detail: `${formatMoney(plan.pricePerMachine)} por máquina, a cada visita; peças à parte, com orçamento`,
    },
    ...(plan.minMachines ? [{ term: "Mínimo", detail: `A partir de ${plan.minMachines} máquinas` }] : []),
    {
      term: "Relatório",
      detail: "Por escrito depois de cada visita: o que foi feito em cada máquina, as peças gastas e o que acompanhar",
    },
  ];
}

export const preventivePlanPage = {
  title: "Plano de manutenção preventiva",
  description: `Plano de manutenção preventiva para máquinas de costura industriais em ${business.address.city} e região: visitas programadas, preço por máquina e relatório a cada visita.`,
  breadcrumb: "Manutenção preventiva",
  /** For Google: what the service is, and the unit of its price. */
  serviceType: "Manutenção preventiva de máquinas de costura industriais",
  priceUnit: "por máquina, a cada visita",
  lead: "Visitas programadas para a máquina não parar no meio da produção: limpeza, lubrificação, regulagem e troca das peças gastas antes de quebrarem.",
  whatsappLabel: "Pedir o plano no WhatsApp",
  sections: {
    terms: "Como é o plano",
    visits: "O que cada visita inclui",
    visitsLead: "A lista de cada tipo de máquina: na visita, o técnico faz o que vale para as máquinas da sua fábrica.",
    familyLink: "Ver a página",
    steps: "Como começar",
  },
  steps: [
    {
      title: "Conte o que tem",
      text: "Mande pelo WhatsApp quantas máquinas são, os tipos e as marcas: você recebe o valor do plano por escrito.",
    },
    {
      title: "Primeira visita",
      text: "O técnico conhece as máquinas na sua fábrica e combina com você a frequência e as datas das visitas.",
    },
    {
      title: "Visitas e relatório",
      text: "Em cada data combinada, a revisão de cada máquina e o relatório por escrito do que foi feito.",
    },
  ],
  closing: {
    title: "Máquina revisada não para na alta temporada",
    text: "Diga quantas máquinas são e de que tipos: o orçamento do plano sai por escrito, sem compromisso.",
    whatsappLabel: "Pedir o plano",
  },
};
