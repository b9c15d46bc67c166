// The loyalty programme's benefits and rules, written once from the facts: the loyalty page's cards and its
// "Regulamento" and the terms of use all read them, so each benefit shown is one the rules define.
import type { Business } from "../../lib/business-schema";
import { formatMoney, lowerFirst } from "../../lib/format";
import { priorityOf } from "../priority";

/** A benefit of the programme: its name and its concrete terms (what, from when, how much). */
export interface LoyaltyBenefit {
  id: "mao-de-obra" | "garantia" | "revisao" | "prioridade" | "diagnostico" | "pecas";
  name: string;
  terms: string;
}

/** Every benefit the facts define, the level discounts first; a benefit without its facts is not offered. */
export function loyaltyBenefits(business: Business): LoyaltyBenefit[] {
  const { loyalty, guaranteeDays, prices } = business;
  const priority = priorityOf(business);
  const first = loyalty.levels[0]!;
  const { priorityFrom, freeDiagnosisFrom, partsDiscount } = loyalty;
  return [
    {
      id: "mao-de-obra",
      name: "Desconto na mão de obra",
      terms: `${loyalty.levels
        .map((level) => `${level.discountPercent}% no nível ${level.name}, a partir do ${level.fromService}º serviço`)
        .join("; ")}.`,
    },
    {
      id: "garantia",
      name: "Garantia estendida",
      terms: `A partir do nível ${first.name}, a garantia dos serviços passa de ${guaranteeDays} para ${guaranteeDays + loyalty.extendedGuaranteeDays} dias.`,
    },
    // A benefit of the programme, so from its first level, as the extended guarantee; parts are charged.
    {
      id: "revisao",
      name: "Revisão do reparo",
      terms: `${loyalty.freeRevision} Vale desde o nível ${first.name}.`,
    },
    ...(priorityFrom
      ? [
          {
            id: "prioridade" as const,
            name: "Agendamento prioritário",
            terms: priority
              ? `A partir do nível ${priorityFrom}, o seu chamado passa à frente dos chamados do mesmo tipo de empresas de fora do programa, sem mudar a ordem de atendimento (${priority.inline}).`
              : `A partir do nível ${priorityFrom}, o seu chamado entra na agenda do dia antes dos chamados de empresas de fora do programa.`,
          },
        ]
      : []),
    ...(freeDiagnosisFrom && prices
      ? [
          {
            id: "diagnostico" as const,
            name: "Diagnóstico gratuito",
            terms: `A partir do nível ${freeDiagnosisFrom}, o diagnóstico (${formatMoney(prices.diagnosis.fee)}) não é cobrado, mesmo quando o orçamento não é aprovado.`,
          },
        ]
      : []),
    ...(partsDiscount
      ? [
          {
            id: "pecas" as const,
            name: "Desconto em peças",
            terms: `A partir do nível ${partsDiscount.from}, ${partsDiscount.percent}% de desconto nas peças de reposição.`,
          },
        ]
      : []),
  ];
}

/** A benefit as a line of the rules: "Garantia estendida: a partir do nível Bronze, …". */
export const loyaltyRule = ({ name, terms }: Pick<LoyaltyBenefit, "name" | "terms">) => `${name}: ${lowerFirst(terms)}`;

export function loyaltyRules(business: Business): string[] {
  const { loyalty } = business;
  return [
    "Participam empresas com CNPJ, cadastradas pelo WhatsApp, por telefone ou por e-mail. O cadastro é gratuito.",
    `Conta como serviço cada manutenção ou reparo concluído, com nota fiscal, de valor igual ou maior que ${formatMoney(loyalty.minServiceValue)}. Cada serviço vale um ponto.`,
    `Valem os pontos dos serviços dos últimos ${loyalty.windowMonths} meses, contados da data de cada nota fiscal.`,
    ...loyaltyBenefits(business).map(loyaltyRule),
    "Os descontos aparecem no orçamento e não se somam a outras promoções.",
    "O programa não pede nem recompensa avaliações, comentários ou indicações.",
    "Mudanças neste regulamento são publicadas na página do programa, com a data; os pontos já conquistados são mantidos.",
  ];
}
