// The copy of the loyalty programme page (/fidelidade). The levels and discounts are facts.
import { business } from "../config/business";
import { formatDate, formatList, formatMoney } from "../lib/format";
import { loyaltyBenefits, loyaltyRules } from "./legal/loyalty-rules";
import { revisions } from "./legal/revisions";

const discounts = formatList(business.loyalty.levels.map((level) => `${level.discountPercent}%`));
const levelNames = formatList(business.loyalty.levels.map((level) => level.name));

const [, ...benefits] = loyaltyBenefits(business);
const named = (name: string) => benefits.some((benefit) => benefit.name === name);

export const loyalty = {
  title: "Programa de Fidelidade",
  description: `Descontos progressivos de ${discounts} na mão de obra, ${formatList(
    benefits.slice(0, 3).map((benefit) => benefit.name.toLowerCase()),
  )} para empresas clientes. Participe pelo WhatsApp.`,
  hero: {
    lead: `Quanto mais a sua fábrica confia em nós, mais vantagens ela ganha: descontos progressivos${named("Agendamento prioritário") ? ", prioridade no agendamento" : ""} e garantia estendida, com as regras escritas abaixo.`,
    joinLabel: "Participar do programa",
    /** The notice after the join button opens WhatsApp. */
    joinNotice: {
      title: "Abrimos o WhatsApp em uma nova aba",
      description: "Envie a mensagem pronta e o técnico faz o cadastro da sua empresa no Programa de Fidelidade.",
    },
  },
  benefits: {
    title: "O que a sua empresa ganha",
    lead: "Os benefícios valem para a empresa cadastrada, conforme o regulamento abaixo.",
    discounts: {
      title: "Descontos progressivos",
      text: "O desconto na mão de obra cresce com o número de serviços e vale automaticamente a partir do serviço indicado.",
      /** The track of levels, first to last: the medal, the discount from its service, the level's name. */
      levels: business.loyalty.levels.map(({ name, fromService, discountPercent }) => ({
        medal: `${discountPercent}%`,
        discount: `${discountPercent}% de desconto do ${fromService}º serviço em diante`,
        level: `Nível ${name}`,
      })),
    },
    /** The other benefits, each with the terms the rules give it (the same list). */
    items: benefits,
  },
  steps: {
    title: "Como funciona",
    items: [
      {
        title: "Cadastre-se",
        text: "Fale conosco pelo WhatsApp, por telefone ou por e-mail e informe o nome e o CNPJ da sua empresa. O cadastro é gratuito.",
      },
      {
        title: "Acumule pontos",
        text: `Cada serviço concluído a partir de ${formatMoney(business.loyalty.minServiceValue)} soma um ponto e faz a sua empresa subir de nível: ${levelNames}.`,
      },
      {
        title: "Aproveite os benefícios",
        text: "Os descontos e as vantagens do seu nível valem automaticamente nos próximos serviços.",
      },
    ],
  },
  rules: {
    title: "Regulamento",
    lead: "Os benefícios seguem estas regras, as mesmas da cláusula de pagamento dos Termos de Uso.",
    items: loyaltyRules(business),
    updated: `Regulamento atualizado em ${formatDate(revisions.loyaltyRules.updated)}.`,
    termsLink: "Ler nos Termos de Uso",
  },
  closing: {
    title: `Pague menos a partir do ${business.loyalty.levels[0]!.fromService}º serviço`,
    text: "Mande uma mensagem pelo WhatsApp: fazemos o cadastro da sua empresa na hora.",
    whatsappLabel: "Quero participar",
  },
};
