// What a machine family's page says of prices (/servicos/<família>, where search lands): a common repair's labour
// for this family and the hourly rate with its unit, from the facts; the common parts' price ranges with the month
// they were quoted, from the family's file; and the way to the worked examples of a whole job's cost. Only when the
// business publishes its prices: without them the page names none (a family's parts neither).
import type { Business } from "../lib/business-schema";
import { formatMonth } from "../lib/format";
import type { MachineFamily } from "../lib/machines";
import { familyLabourRange, formatAmount, hasCostExamples, hourlyLabour, hourlyTerms } from "./conditions";
import { servicePages } from "./service-pages";

export interface FamilyPrices {
  title: string;
  lead: string;
  /** The labour's terms, each a term and its detail; none when the prices give no labour. */
  labour: Array<{ term: string; detail: string }>;
  /** The common parts: a range each, and when they were quoted. */
  parts?: { title: string; note: string; rows: Array<{ part: string; price: string }> };
  /** Where the whole job's cost is worked out (or the prices listed, without worked examples). */
  link: { href: string; label: string };
}

const copy = {
  title: "Quanto custa",
  lead: servicePages.pricesLead,
  commonRepair: "Conserto comum",
  commonRepairDetail: (range: string) => `${range} de mão de obra, sem as peças`,
  hourly: "Hora de trabalho",
  parts: "Peças mais trocadas",
  partsNote: (month: string) =>
    `Preços de referência de ${month}, conforme a marca e o modelo, sem a mão de obra. O valor de cada peça vem no orçamento.`,
  costLink: "Veja quanto custa um conserto no total, com visita e diagnóstico",
  pricesLink: "Veja os preços da visita e do diagnóstico",
  partColumn: "Peça",
  priceColumn: "Preço",
};
export const familyPricesCopy = { partColumn: copy.partColumn, priceColumn: copy.priceColumn };

export function familyPrices(business: Business, family: Pick<MachineFamily, "id" | "data">): FamilyPrices | undefined {
  if (!business.prices) return undefined;
  const range = familyLabourRange(business, family);
  const billing = hourlyLabour(business);
  const parts = family.data.parts;
  return {
    title: copy.title,
    lead: copy.lead,
    labour: [
      ...(range ? [{ term: copy.commonRepair, detail: copy.commonRepairDetail(formatAmount(range)) }] : []),
      ...(billing ? [{ term: copy.hourly, detail: hourlyTerms(billing) }] : []),
    ],
    ...(parts && {
      parts: {
        title: copy.parts,
        note: copy.partsNote(formatMonth(`${parts.quoted}-01`)),
        rows: parts.items.map((item) => ({ part: item.part, price: formatAmount(item) })),
      },
    }),
    link: hasCostExamples(business)
      ? { href: "/servicos#custo", label: copy.costLink }
      : { href: "/servicos#precos-titulo", label: copy.pricesLink },
  };
}
