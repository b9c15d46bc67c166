// What a buyer settles before calling: prices, payment, the preventive plan, how machines travel and what
// happens while the one technician is on another call. Sentences built from the facts file; a fact the
// owner leaves out leaves its sentence out (never a placeholder).
import { business } from "../config/business";
import type { Business } from "../lib/business-schema";
import { priorityOf } from "./priority";
import { formatHour, formatList, formatMinutes, formatMoney, lowerFirst, upperFirst } from "../lib/format";
import { jobCost, type Amount, type CostItem, type CostLine, type HourlyBilling } from "../lib/job-cost";
import type { MachineFamily } from "../lib/machines";

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

/** R$ 80,00, or "R$ 120,00 a R$ 250,00". */
export const formatAmount = ({ from, through }: Amount) =>
  from === through ? formatMoney(from) : `${formatMoney(from)} a ${formatMoney(through)}`;

/** A machine family as far as prices name it: its file's name (its page's address) and its name. */
export type FamilyName = Pick<MachineFamily, "id"> & { data: Pick<MachineFamily["data"], "name"> };

type Labour = NonNullable<NonNullable<Business["prices"]>["labour"]>;

/** How labour by the hour is billed, from the facts (the schema gives a rate its fraction); none without a rate. */
const billingOf = (labour: Labour): HourlyBilling | undefined =>
  labour.hourlyRate === undefined
    ? undefined
    : {
        hourlyRate: labour.hourlyRate,
        everyMinutes: labour.billedEveryMinutes!,
        minimumMinutes: labour.minimumMinutes,
      };

/** "em frações de 15 minutos", or "em horas cheias": how the hour is counted. */
const fractionOf = (everyMinutes: number) =>
  everyMinutes === 60 ? "em horas cheias" : `em frações de ${formatMinutes(everyMinutes)}`;

/**
 * "R$ 90,00 por hora, cobrada em frações de 15 minutos (a fração começada conta inteira), com mínimo de 1 hora por
 * serviço": the hourly rate with its unit.
 */
export const hourlyTerms = ({ hourlyRate, everyMinutes, minimumMinutes }: HourlyBilling) =>
  `${formatMoney(hourlyRate)} por hora, cobrada ${fractionOf(everyMinutes)} (${everyMinutes === 60 ? "a hora começada conta inteira" : "a fração começada conta inteira"})${
    minimumMinutes ? `, com mínimo de ${formatMinutes(minimumMinutes)} por serviço` : ""
  }`;

/** The family a labour range names (the build has checked that it exists: familyReferenceProblems). */
const familyNamed = (families: readonly FamilyName[], id: string) => {
  const family = families.find((candidate) => candidate.id === id);
  if (!family) throw new Error(`conditions: no machine family "${id}"`);
  return family;
};

/**
 * Minutes of work in the worked examples billed by the hour: a repair of a little over an hour and a half, and a
 * short adjustment in an emergency, so that the fraction and the minimum both show in the arithmetic. A case, not a
 * price: every amount comes from the facts.
 */
const EXAMPLE_MINUTES = { repair: 100, emergency: 20 };

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

/** "Mão de obra: R$ 157,50 (1 hora e 40 minutos de trabalho, cobrados como 1 hora e 45 minutos, em frações …)". */
function costLine({ item, amount, waived, time }: CostLine, billing: HourlyBilling | undefined): string {
  const line = `${COST_ITEM[item]}: ${formatAmount(amount)}`;
  if (waived) return `${line}, ${item === "visit" ? "não cobrada" : "descontado"}`;
  if (!time || !billing) return line;
  const billed =
    time.billed === time.worked
      ? ""
      : `, cobrados como ${formatMinutes(time.billed)}${
          time.minimum ? ", o mínimo por serviço" : ` ${fractionOf(billing.everyMinutes)}`
        },`;
  return `${line} (${formatMinutes(time.worked)} de trabalho${billed} a ${formatMoney(billing.hourlyRate)} por hora)`;
}

/** Whether the prices give the worked examples: the visit rule and a labour price. */
export const hasCostExamples = ({ prices }: Business) =>
  !!prices?.labour && prices.visitChargedWhenApproved !== undefined;

/**
 * Two or three jobs computed from the prices: a repair approved in the nearest towns, a quote declined in the
 * farthest, and an emergency. Labour by the hour where there is an hourly rate (time worked, billed by its fraction
 * and minimum), else a common repair's range of the machine families the prices name. None without the visit rule
 * and the labour price.
 */
export function costExamples(business: Business, families: readonly FamilyName[]): CostExample[] {
  const { prices } = business;
  if (!hasCostExamples(business)) return [];
  const { labour, visit, diagnosis, emergency } = prices!;
  const billing = billingOf(labour!);
  const ranges = labour!.byMachine;
  const job = (i: number, minutes: number) =>
    billing
      ? { name: "Máquina", labour: { workedMinutes: minutes, billing } }
      : {
          name: `${familyNamed(families, ranges[i % ranges.length]!.family).data.name}: máquina`,
          labour: ranges[i % ranges.length]!,
        };
  const example = (
    i: number,
    title: string,
    group: (typeof visit)[number],
    approved: boolean,
    { urgent = false, minutes = EXAMPLE_MINUTES.repair } = {},
  ) => {
    const { name, labour } = job(i, minutes);
    const cost = jobCost(
      {
        visitFee: group.fee,
        visitChargedWhenApproved: prices!.visitChargedWhenApproved!,
        diagnosisFee: diagnosis.fee,
        diagnosisDeductedWhenApproved: diagnosis.deductedWhenApproved,
        labour,
        ...(urgent && emergency ? { emergencyFee: emergency.fee } : {}),
      },
      approved,
    );
    return {
      title: `${name} ${title.replace("{town}", group.towns[0]!)}`,
      lines: [
        ...cost.lines.map((line) => costLine(line, billing)),
        ...(cost.plusParts ? ["Peças: as do orçamento"] : []),
      ],
      total: `Total: ${formatAmount(cost.total)}${cost.plusParts ? " mais as peças" : ""}`,
    };
  };
  const near = visit[0]!;
  const far = visit.at(-1)!;
  return [
    example(0, "parada em {town}, conserto aprovado", near, true),
    example(1, "em {town}, orçamento recusado", far, false),
    ...(emergency
      ? [
          example(2, "parada em {town}, emergência, conserto aprovado", near, true, {
            urgent: true,
            minutes: EXAMPLE_MINUTES.emergency,
          }),
        ]
      : []),
  ];
}

/**
 * What labour costs: the hourly rate with its unit, and a common repair's range for each machine family the prices
 * name ("R$ 120,00 a R$ 250,00 (overloques e interloques)").
 */
export function labourCondition({ prices }: Business, families: readonly FamilyName[]): Condition | undefined {
  const labour = prices?.labour;
  if (!labour) return undefined;
  const billing = billingOf(labour);
  return {
    id: "mao-de-obra",
    term: "Mão de obra",
    detail: upperFirst(
      [
        ...(billing ? [hourlyTerms(billing)] : []),
        ...(labour.byMachine.length
          ? [
              `um conserto comum custa ${labour.byMachine
                .map((range) => `${formatAmount(range)} (${lowerFirst(familyNamed(families, range.family).data.name)})`)
                .join(", ")}`,
            ]
          : []),
      ].join("; "),
    ),
  };
}

/** A machine family's prices, for its page: a common repair's labour range, if the prices give one. */
export const familyLabourRange = ({ prices }: Business, family: Pick<MachineFamily, "id">) =>
  prices?.labour?.byMachine.find((range) => range.family === family.id);

/** The hourly rate with its unit, if the prices give one. */
export const hourlyLabour = ({ prices }: Business) => (prices?.labour ? billingOf(prices.labour) : undefined);

/** Each condition whose facts exist, by name. */
export function conditionsOf(facts: Business) {
  const { prices, payment, preventivePlan: plan, logistics, supplier } = facts;
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
      ? [`faturamento em ${payment.invoicedDays} dias para ${supplier?.invoicedFor ?? "empresas"}`]
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
      detail: `${formatMoney(prices.diagnosis.fee)}${prices.diagnosis.deductedWhenApproved ? ", descontado do conserto quando o orçamento é aprovado" : ""}`,
    },
    quote: prices && {
      id: "orcamento",
      term: "Orçamento",
      detail: `Por escrito, válido por ${prices.quoteValidDays} dias${
        prices.visitChargedWhenApproved === undefined
          ? ""
          : prices.visitChargedWhenApproved
            ? "; a visita é cobrada também quando o conserto é aprovado"
            : "; a visita não é cobrada quando o conserto é aprovado"
      }`,
    },
    photoEstimate: prices?.freePhotoEstimate
      ? {
          id: "estimativa",
          term: "Estimativa grátis",
          detail: "Mande fotos ou um vídeo da máquina pelo WhatsApp: o valor aproximado sai sem custo, antes da visita",
        }
      : undefined,
    emergency: prices?.emergency && {
      id: "emergencia",
      term: "Emergência",
      detail: emergencyPromise(facts, prices.emergency),
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
      detail: `Um só técnico atende: se ele estiver em outra visita, a sua mensagem é respondida em até ${formatMinutes(logistics.busyReplyMinutes)}, no horário de atendimento`,
    },
    notOffered: logistics?.notOffered.length
      ? { id: "nao-fazemos", term: "O que não fazemos", detail: upperFirst(formatList(logistics.notOffered)) }
      : undefined,
  } satisfies Record<string, Condition | undefined>;
  const present = (items: Array<Condition | undefined>) => items.filter((c): c is Condition => !!c);
  return {
    ...all,
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
    `Em ${formatList(emergency.towns)}, o técnico chega em até ${hours} para chamados feitos até as ${formatHour(emergency.callsBefore)} em dia de atendimento, com acréscimo de ${formatMoney(emergency.fee)} à visita; depois dessa hora, as ${hours} contam a partir do início do próximo horário de atendimento`,
    ...(rank === 0
      ? ["O chamado de emergência é o primeiro na ordem de atendimento"]
      : rank > 0
        ? [`Na ordem de atendimento, o chamado de emergência vem depois de ${formatList(ahead)}`]
        : []),
    ...(busy
      ? [
          `Se o técnico já estiver em ${ahead.length ? formatList(ahead, "disjunction") : "outro atendimento"}, ele avisa em até ${formatMinutes(busy)} quando consegue chegar`,
        ]
      : []),
    ...(emergency.waivedIfLate ? [`Se ele não chegar em ${hours}, o acréscimo não é cobrado`] : []),
  ].join(". ");
}

/** Prices and payment, as /servicos lists them: labour names the machine families, which the page gives. */
export function priceConditions(business: Business, families: readonly FamilyName[]): Condition[] {
  const all = conditionsOf(business);
  return [
    all.photoEstimate,
    all.visit,
    all.diagnosis,
    labourCondition(business, families),
    all.emergency,
    all.quote,
    all.payment,
    all.plan,
  ].filter((condition): condition is Condition => !!condition);
}
