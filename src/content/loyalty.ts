// The copy of the loyalty programme page (/fidelidade). The levels and discounts are facts.
import { business } from "../config/business";
import { formatList, formatMoney } from "../lib/format";
import { loyaltyRules } from "./legal/loyalty-rules";

const discounts = formatList(business.loyalty.levels.map((level) => `${level.discountPercent}%`));
const levelNames = formatList(business.loyalty.levels.map((level) => level.name));

export const loyalty = {
  title: "Programa de Fidelidade",
  description: `Descontos progressivos de ${discounts}, agendamento prioritário, diagnóstico gratuito e garantia estendida para as empresas clientes. Participe pelo WhatsApp.`,
  hero: {
    lead: "Quanto mais a sua fábrica confia em nós, mais vantagens ela ganha: descontos progressivos, prioridade no agendamento e benefícios exclusivos a cada serviço.",
    joinLabel: "Participar do programa",
  },
  benefits: {
    title: "O que a sua empresa ganha",
    lead: "Os benefícios valem para a empresa cadastrada, em todos os serviços de manutenção e reparo.",
    discounts: {
      title: "Descontos progressivos",
      text: "O desconto cresce com o número de serviços e vale automaticamente a partir do serviço indicado.",
    },
    cards: [
      {
        title: "Atendimento prioritário",
        items: [
          { name: "Agendamento prioritário", text: "Sua máquina entra na frente da fila de agendamento." },
          { name: "Serviço expresso", text: "Prazos menores para reparos feitos em oficina." },
          {
            name: "Suporte dedicado",
            text: "Um técnico de referência que conhece o parque de máquinas da sua fábrica.",
          },
        ],
      },
      {
        title: "Revisões e diagnósticos",
        items: [
          { name: "Revisões gratuitas", text: business.loyalty.freeRevision },
          { name: "Diagnóstico gratuito", text: "Avaliação técnica da máquina sem custo antes do orçamento." },
          { name: "Consultoria técnica gratuita", text: "Orientação na compra, troca e regulagem de máquinas." },
        ],
      },
      {
        title: "Vantagens exclusivas",
        items: [
          { name: "Desconto em peças", text: "Preço diferenciado em peças e acessórios de reposição." },
          {
            name: "Relatórios personalizados",
            text: "Histórico de cada máquina: serviços, peças trocadas e recomendações.",
          },
          {
            name: "Garantia estendida",
            text: `Mais ${business.loyalty.extendedGuaranteeDays} dias de garantia: ${business.guaranteeDays + business.loyalty.extendedGuaranteeDays} dias em cada serviço.`,
          },
        ],
      },
    ],
  },
  steps: {
    title: "Como funciona",
    items: [
      {
        title: "Cadastre-se",
        text: "Fale conosco pelo WhatsApp ou por telefone e informe o nome e o CNPJ da sua empresa. O cadastro é gratuito.",
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
  },
  closing: {
    title: "Pague menos a cada serviço",
    text: "Mande uma mensagem pelo WhatsApp: fazemos o cadastro da sua empresa na hora.",
    whatsappLabel: "Quero participar",
  },
};
