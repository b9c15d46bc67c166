// The copy of the loyalty programme page (/fidelidade). The levels and discounts are facts.
import { business } from "../config/business";
import { formatList } from "../lib/format";

const discounts = formatList(business.loyalty.levels.map((level) => `${level.discountPercent}%`));
const levelNames = formatList(business.loyalty.levels.map((level) => level.name));

export const loyalty = {
  title: "Programa de Fidelidade",
  description: `Descontos progressivos de ${discounts}, agendamento prioritário, diagnóstico gratuito e garantia estendida para as empresas clientes. Participe pelo WhatsApp.`,
  hero: {
    lead: "Quanto mais a sua fábrica confia em nós, mais vantagens ela ganha: descontos progressivos, prioridade no agendamento e benefícios exclusivos a cada serviço.",
    joinLabel: "Participar do Programa",
  },
  benefits: {
    title: "O que a sua empresa ganha",
    lead: "Os benefícios valem para a empresa cadastrada, em todos os serviços de manutenção e reparo.",
    discounts: {
      title: "Descontos progressivos",
      text: "Quanto mais serviços a sua empresa faz conosco, maior o desconto. Ele vale automaticamente a partir do serviço indicado.",
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
          { name: "Revisões gratuitas", text: "Revisão de acompanhamento sem custo de mão de obra após os reparos." },
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
          { name: "Garantia estendida", text: "Prazo de garantia maior nos serviços realizados." },
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
        text: `Cada serviço realizado soma pontos e faz a sua empresa subir de nível: ${levelNames}.`,
      },
      {
        title: "Aproveite os benefícios",
        text: "Os descontos e as vantagens do seu nível valem automaticamente nos próximos serviços.",
      },
    ],
  },
  closing: {
    title: "Pronto para economizar na manutenção?",
    text: "Mande uma mensagem pelo WhatsApp: fazemos o cadastro da sua empresa na hora.",
    whatsappLabel: "Quero participar",
  },
};
