// What a buyer settles before calling: prices, payment, the preventive plan, how machines travel and what
// happens while the one technician is on another call. Sentences built from the facts file; a fact the
// owner leaves out leaves its sentence out (never a placeholder).
import { business } from "../config/business";
import { formatList, formatMoney } from "../lib/format";

const { prices, payment, preventivePlan: plan, logistics } = business;

/** A term and its detail; `href` leads to where it is explained in full. */
export interface Condition {
  id: string;
  term: string;
  detail: string;
  href?: string;
  linkLabel?: string;
}

const FREQUENCY: Record<number, string> = {
  1: "mensal",
  2: "bimestral",
  3: "trimestral",
  4: "quadrimestral",
  6: "semestral",
  12: "anual",
};
/** 1 -> "mensal", 5 -> "a cada 5 meses". */
export const frequencyLabel = (months: number) => FREQUENCY[months] ?? `a cada ${months} meses`;

const duration = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} ${minutes === 60 ? "hora" : "horas"}` : `${minutes} minutos`;

export const visitFee =
  prices && prices.visit.map((group) => `${formatMoney(group.fee)} em ${formatList(group.towns)}`).join("; ");

export const diagnosisDetail =
  prices &&
  `${formatMoney(prices.diagnosis.fee)}${prices.diagnosis.deductedWhenApproved ? ", descontado do conserto quando você aprova o orçamento" : ""}`;

export const quoteDetail = prices && `Por escrito, válido por ${prices.quoteValidDays} dias`;

export const paymentDetail =
  payment &&
  formatList([
    ...(payment.pix ? ["Pix"] : []),
    ...(payment.boleto ? ["boleto para empresas (CNPJ)"] : []),
    ...(payment.cardInstallments
      ? [
          payment.cardInstallments > 1
            ? `cartão de crédito em até ${payment.cardInstallments} vezes sem juros`
            : "cartão de crédito",
        ]
      : []),
    ...(payment.invoicedDays ? [`faturado em ${payment.invoicedDays} dias para empresas cadastradas`] : []),
  ]);

export const planDetail =
  plan &&
  `Visitas ${formatList(plan.everyMonths.map(frequencyLabel), "disjunction")}, ${formatMoney(plan.pricePerMachine)} por máquina a cada visita${plan.minMachines ? `, a partir de ${plan.minMachines} máquinas` : ""}, com relatório por escrito`;

export const whereDetail =
  logistics &&
  (logistics.onSite && logistics.workshop
    ? "Na sua fábrica ou na nossa oficina, conforme o serviço"
    : logistics.onSite
      ? "Na sua fábrica"
      : "Na nossa oficina");

export const pickupDetail =
  logistics?.pickup &&
  `${logistics.pickup.fee === 0 ? "Grátis" : formatMoney(logistics.pickup.fee)} em ${formatList(logistics.pickup.towns)}: buscamos a máquina e a devolvemos pronta`;

export const busyDetail =
  logistics &&
  `Um técnico só atende: se ele estiver em outra visita, a sua mensagem é respondida em até ${duration(logistics.busyReplyMinutes)}, no horário de atendimento`;

export const notOfferedDetail = logistics?.notOffered.length
  ? `Não fazemos: ${formatList(logistics.notOffered)}`
  : undefined;

/** Only the conditions whose facts exist. */
const present = (items: Array<Condition | false | undefined | "">) => items.filter((c): c is Condition => !!c);

export const conditions = {
  visit: visitFee && { id: "visita", term: "Visita técnica", detail: visitFee },
  diagnosis: diagnosisDetail && { id: "diagnostico", term: "Diagnóstico", detail: diagnosisDetail },
  quote: quoteDetail && { id: "orcamento", term: "Orçamento", detail: quoteDetail },
  payment: paymentDetail && { id: "pagamento", term: "Pagamento", detail: paymentDetail },
  plan: planDetail && {
    id: "plano",
    term: "Plano de manutenção preventiva",
    detail: planDetail,
    href: "/manutencao-preventiva",
    linkLabel: "Ver o plano",
  },
  where: whereDetail && { id: "onde", term: "Onde consertamos", detail: whereDetail },
  pickup: pickupDetail && { id: "retirada", term: "Retirada e entrega", detail: pickupDetail },
  busy: busyDetail && { id: "ocupado", term: "Técnico em outra visita", detail: busyDetail },
  notOffered: notOfferedDetail && { id: "nao-fazemos", term: "O que não fazemos", detail: notOfferedDetail },
};

/** Prices and payment, as /servicos lists them. */
export const priceConditions = present([
  conditions.visit,
  conditions.diagnosis,
  conditions.quote,
  conditions.payment,
  conditions.plan,
]);

/** How the work is organised, as /contato lists it. */
export const serviceConditions = present([conditions.where, conditions.pickup, conditions.busy, conditions.notOffered]);
