// The rules of the loyalty programme, written once from the facts: the loyalty page shows them as its
// "Regulamento" and the terms of use quote them, so both always say the same.
import type { Business } from "../../lib/business-schema";
import { formatMoney } from "../../lib/format";

export function loyaltyRules(business: Business): string[] {
  const { loyalty, guaranteeDays } = business;
  const first = loyalty.levels[0]!;
  return [
    "Participam empresas com CNPJ, cadastradas pelo WhatsApp, por telefone ou por e-mail. O cadastro é gratuito.",
    `Conta como serviço cada manutenção ou reparo concluído, com nota fiscal, de valor igual ou maior que ${formatMoney(loyalty.minServiceValue)}. Cada serviço vale um ponto.`,
    `Valem os pontos dos serviços dos últimos ${loyalty.windowMonths} meses, contados da data de cada nota fiscal.`,
    `Desconto na mão de obra de cada serviço feito no período: ${loyalty.levels
      .map((level) => `${level.discountPercent}% no nível ${level.name}, a partir do ${level.fromService}º serviço`)
      .join("; ")}.`,
    `A partir do nível ${first.name}, a garantia dos serviços passa de ${guaranteeDays} para ${guaranteeDays + loyalty.extendedGuaranteeDays} dias.`,
    `Revisão gratuita: ${loyalty.freeRevision.charAt(0).toLowerCase()}${loyalty.freeRevision.slice(1)}`,
    "Os descontos aparecem no orçamento e não se somam a outras promoções.",
    "O programa não pede nem recompensa avaliações, comentários ou indicações.",
    "Mudanças neste regulamento são publicadas na página do programa, com a data; os pontos já conquistados são mantidos.",
  ];
}
