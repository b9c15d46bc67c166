// The copy of the home page (/). Facts (town, year) come from the facts file.
import { business } from "../config/business";

const { city } = business.address;

export const home = {
  description: `Manutenção preventiva e reparo de máquinas de costura industrial, corte, couro e calçados em ${city} e região. Técnicos certificados e orçamento pelo WhatsApp.`,
  hero: {
    title: `Manutenção e reparo de máquinas industriais em ${city} e região`,
    lead: "Overloques, retas, galoneiras, bordadeiras, máquinas de corte e de calçados de volta à produção com rapidez. Atendemos confecções, tecelagens, curtumes e fábricas de calçados na sua planta ou em nossa oficina.",
    quoteLabel: "Solicitar orçamento",
    note: `Orçamento sem compromisso · Atendimento desde ${business.foundedYear}`,
  },
  services: {
    eyebrow: "Serviços",
    title: "Tudo o que a sua máquina precisa para não parar",
    lead: "Da revisão de rotina ao reparo de urgência, cuidamos do parque de máquinas da sua fábrica.",
    machinesTitle: "Máquinas que atendemos",
    machines: [
      "Overloques",
      "Retas",
      "Galoneiras",
      "Interloques",
      "Bordadeiras",
      "Travetes e caseadeiras",
      "Máquinas de corte",
      "Máquinas para couro",
      "Máquinas de calçados",
    ],
  },
  experience: {
    eyebrow: "Experiência e confiabilidade",
    title: "Quem conhece a rotina da fábrica sabe o valor de uma máquina rodando",
    lead: `Desde ${business.foundedYear}, cuidamos de máquinas de confecções, tecelagens, curtumes e fábricas de calçados de ${city} e região.`,
    claims: [
      {
        title: "Técnicos certificados",
        text: "Equipe treinada em máquinas de costura, corte, couro e calçados das principais marcas do mercado.",
      },
      {
        title: "Garantia em todos os serviços",
        text: "Você recebe por escrito o que foi feito, as peças trocadas e o prazo de garantia.",
      },
      {
        title: "Atendimento rápido e eficiente",
        text: "Diagnóstico objetivo, orçamento claro e a máquina de volta à produção sem enrolação.",
      },
    ],
  },
  closing: {
    title: "Máquina parada é produção perdida",
    text: "Fale agora com um técnico e receba o seu orçamento sem compromisso.",
    whatsappLabel: "Chamar no WhatsApp",
  },
};
