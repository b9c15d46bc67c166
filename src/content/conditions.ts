// What a buyer settles before calling: prices, payment, the preventive plan, how machines travel and what
// happens while the one technician is on another call. Sentences built from the facts file; a fact the
// owner leaves out leaves its sentence out (never a placeholder).
import { business } from "../config/business";
import type { Business } from "../lib/business-schema";
import { priorityOf } from "./priority";
import { formatList, formatMoney, upperFirst } from "../lib/format";
import { jobCost, type Amount, type CostItem } from "../lib/job-cost";

/** A term and its detail; `href` leads to where it is explained in full. */
export interface Condition {
  id: string;
  term: string;
  detail: string;
  href?: string;
  linkLabel?: string;
}

/** Frequencies by months between visits: singular and plural adjectives. */
const FREQUENCY: Record<number, [string, string]> = {
  1: ["mensal", "mensais"],
  2: ["bimestral", "bimestrais"],
  3: ["trimestral", "trimestrais"],
  4: ["quadrimestral", "quadrimestrais"],
  6: ["semestral", "semestrais"],
  12: ["anual", "anuais"],
};
/** 1 -> "mensal" ("mensais" in the plural), 5 -> "a cada 5 meses". */
export const frequencyLabel = (months: number, plural = false) =>
  FREQUENCY[months]?.[plural ? 1 : 0] ?? `a cada ${months} meses`;

/** 60 -> "1 hora", 90 -> "90 minutos". */
const duration = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} ${minutes === 60 ? "hora" : "horas"}` : `${minutes} minutos`;

/** R$ 80,00, or "R$ 120,00 a R$ 250,00". */
const formatAmount = ({ from, through }: Amount) =>
  from === through ? formatMoney(from) : `${formatMoney(from)} a ${formatMoney(through)}`;

/** Hours of work the worked examples assume where labour is charged by the hour. */
const EXAMPLE_HOURS = 2;

/** A worked example of a whole job's cost: the case, each line of the bill, and the total. */
export interface CostExample {
  title: string;
  lines: string[];
  total: string;
}

const COST_ITEM: Record<CostItem, string> = {
  visit: "Visita",
  emergency: "Acréscimo de emergência",
  diagnosis: "Diagnóstico",
  labour: "Mão de obra",
};

/**
 * Two or three jobs computed from the prices: a repair approved in the nearest towns, a quote declined in the
 * farthest, and an emergency. None without the visit rule and the labour price.
 */
export function costExamples({ prices }: Business): CostExample[] {
  if (!prices?.labour || prices.visitChargedWhenApproved === undefined) return [];
  const { labour, visit, diagnosis, emergency } = prices;
  const ranges = labour.byMachine;
  const machine = (i: number) =>
    ranges.length
      ? { name: ranges[i % ranges.length]!.machine, labour: ranges[i % ranges.length]! }
      : {
          name: "Máquina",
          labour: { from: labour.hourlyRate! * EXAMPLE_HOURS, through: labour.hourlyRate! * EXAMPLE_HOURS },
        };
  const example = (i: number, title: string, group: (typeof visit)[number], approved: boolean, urgent = false) => {
    const job = machine(i);
    const cost = jobCost(
      {
        visitFee: group.fee,
        visitChargedWhenApproved: prices.visitChargedWhenApproved!,
        diagnosisFee: diagnosis.fee,
        diagnosisDeductedWhenApproved: diagnosis.deductedWhenApproved,
        labour: job.labour,
        ...(urgent && emergency ? { emergencyFee: emergency.fee } : {}),
      },
      approved,
    );
    const lines = cost.lines.map(({ item, amount, waived }) =>
      waived
        ? `${COST_ITEM[item]}: ${formatAmount(amount)}, ${item === "visit" ? "não cobrada" : "descontado"}`
        : `${COST_ITEM[item]}: ${formatAmount(amount)}${item === "labour" && !ranges.length ? ` (${EXAMPLE_HOURS} horas)` : ""}`,
    );
    return {
      title: `${job.name} ${title.replace("{town}", group.towns[0]!)}`,
      lines: [...lines, ...(cost.plusParts ? ["Peças: as do orçamento"] : [])],
      total: `Total: ${formatAmount(cost.total)}${cost.plusParts ? " mais as peças" : ""}`,
    };
  };
  const near = visit[0]!;
  const far = visit.at(-1)!;
  return [
    example(0, "parada em {town}, conserto aprovado", near, true),
    example(1, "em {town}, orçamento recusado", far, false),
    ...(emergency ? [example(2, "parada em {town}, emergência, conserto aprovado", near, true, true)] : []),
  ];
}

/** Each condition whose facts exist, by name. */
export function conditionsOf({ prices, payment, preventivePlan: plan, logistics, supplier }: Business) {
  const methods = payment && [
    ...(payment.pix ? ["Pix"] : []),
    ...(payment.boleto ? ["boleto para empresas (CNPJ)"] : []),
    ...(payment.cardInstallments
      ? [
          payment.cardInstallments > 1
            ? `cartão de crédito em até ${payment.cardInstallments} vezes sem juros`
            : "cartão de crédito",
        ]
      : []),
    // Invoiced for whom the facts say ("empresas com CNPJ ativo que…"), or for companies, without a condition.
    ...(payment.invoicedDays
      ? [`faturado em ${payment.invoicedDays} dias para ${supplier?.invoicedFor ?? "empresas"}`]
      : []),
  ];
  const all = {
    visit: prices && {
      id: "visita",
      term: "Visita técnica",
      detail: prices.visit.map((group) => `${formatMoney(group.fee)} em ${formatList(group.towns)}`).join("; "),
    },
    diagnosis: prices && {
      id: "diagnostico",
      term: "Diagnóstico",
      detail: `${formatMoney(prices.diagnosis.fee)}${prices.diagnosis.deductedWhenApproved ? ", descontado do conserto quando você aprova o orçamento" : ""}`,
    },
    quote: prices && {
      id: "orcamento",
      term: "Orçamento",
      detail: `Por escrito, válido por ${prices.quoteValidDays} dias${
        prices.visitChargedWhenApproved === undefined
          ? ""
          : prices.visitChargedWhenApproved
            ? "; a visita é cobrada também quando você aprova o conserto"
            : "; a visita não é cobrada quando você aprova o conserto"
      }`,
    },
    photoEstimate: prices?.freePhotoEstimate
      ? {
          id: "estimativa",
          term: "Estimativa grátis",
          detail: "Mande fotos ou um vídeo da máquina pelo WhatsApp: o valor aproximado sai sem custo, antes da visita",
        }
      : undefined,
    labour: prices?.labour && {
      id: "mao-de-obra",
      term: "Mão de obra",
      detail: upperFirst(
        [
          ...(prices.labour.hourlyRate !== undefined ? [`${formatMoney(prices.labour.hourlyRate)} por hora`] : []),
          ...(prices.labour.byMachine.length
            ? [
                `um conserto comum custa ${prices.labour.byMachine
                  .map((range) => `${formatAmount(range)} (${range.machine.toLowerCase()})`)
                  .join(", ")}`,
              ]
            : []),
        ].join("; "),
      ),
    },
    emergency: prices?.emergency && {
      id: "emergencia",
      term: "Emergência",
      detail: emergencyPromise(business, prices.emergency),
    },
    payment: methods?.length ? { id: "pagamento", term: "Pagamento", detail: formatList(methods) } : undefined,
    plan: plan && {
      id: "plano",
      term: "Plano de manutenção preventiva",
      detail: `Visitas ${formatList(
        plan.everyMonths.map((months) => frequencyLabel(months, true)),
        "disjunction",
      )}, ${formatMoney(plan.pricePerMachine)} por máquina a cada visita${plan.minMachines ? `, a partir de ${plan.minMachines} máquinas` : ""}, com relatório por escrito`,
      href: "/manutencao-preventiva",
      linkLabel: "Ver o plano",
    },
    where: logistics && {
      id: "onde",
      term: "Onde consertamos",
      detail:
        logistics.onSite && logistics.workshop
          ? "Na sua fábrica ou na nossa oficina, conforme o serviço"
          : logistics.onSite
            ? "Na sua fábrica"
            : "Na nossa oficina",
    },
    pickup: logistics?.pickup && {
      id: "retirada",
      term: "Retirada e entrega",
      detail: `${logistics.pickup.fee === 0 ? "Grátis" : formatMoney(logistics.pickup.fee)} em ${formatList(logistics.pickup.towns)}: buscamos a máquina e a devolvemos pronta`,
    },
    busy: logistics && {
      id: "ocupado",
      term: "Técnico em outra visita",
      detail: `Um só técnico atende: se ele estiver em outra visita, a sua mensagem é respondida em até ${duration(logistics.busyReplyMinutes)}, no horário de atendimento`,
    },
    notOffered: logistics?.notOffered.length
      ? { id: "nao-fazemos", term: "O que não fazemos", detail: upperFirst(formatList(logistics.notOffered)) }
      : undefined,
  } satisfies Record<string, Condition | undefined>;
  const present = (items: Array<Condition | undefined>) => items.filter((c): c is Condition => !!c);
  return {
    ...all,
    /** Prices and payment, as /servicos lists them. */
    prices: present([
      all.photoEstimate,
      all.visit,
      all.diagnosis,
      all.labour,
      all.emergency,
      all.quote,
      all.payment,
      all.plan,
    ]),
    /** How the work is organised, as /contato lists it. */
    service: present([all.where, all.pickup, all.busy, all.notOffered]),
  };
}

export const conditions = conditionsOf(business);

/**
 * The paid emergency, all from the facts: where and until when it is taken, the surcharge, its place in the one
 * technician's order of priority, and what happens when he is at another stopped machine or the hours run out.
 */
export function emergencyPromise(
  business: Business,
  emergency: NonNullable<NonNullable<Business["prices"]>["emergency"]>,
): string {
  const hours = `${emergency.withinHours} ${emergency.withinHours === 1 ? "hora" : "horas"}`;
  const priority = priorityOf(business);
  const rank = priority?.rank("emergencia") ?? -1;
  const ahead = rank > 0 ? priority!.kinds.slice(0, rank) : [];
  const busy = business.logistics?.busyReplyMinutes;
  return [
    `Em ${formatList(emergency.towns)}, o técnico chega em até ${hours} para chamados feitos até ${emergency.callsBefore} em dia de atendimento, com acréscimo de ${formatMoney(emergency.fee)} à visita; depois dessa hora, as ${hours} contam a partir da abertura seguinte`,
    ...(rank === 0
      ? ["O chamado de emergência é o primeiro na ordem de atendimento"]
      : rank > 0
        ? [`Na ordem de atendimento, ele vem depois de ${formatList(ahead)}`]
        : []),
    ...(busy
      ? [
          `Se o técnico já estiver em ${ahead.length ? formatList(ahead, "disjunction") : "outro atendimento"}, ele avisa em até ${duration(busy)} quando consegue chegar`,
        ]
      : []),
    ...(emergency.waivedIfLate ? [`Se ele não chegar em ${hours}, o acréscimo não é cobrado`] : []),
  ].join(". ");
}
