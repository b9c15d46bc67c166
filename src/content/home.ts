// The copy of the home page (/). Every fact in it comes from the facts file.
import { business } from "../config/business";
import { formatHour, formatList, formatOpeningHours } from "../lib/format";

const { city } = business.address;
const { technician, sameDayVisit } = business;

export const home = {
  description: `Manutenção preventiva e reparo de máquinas de costura industrial, corte, couro e calçados em ${city} e região. Garantia de ${business.guaranteeDays} dias e orçamento pelo WhatsApp.`,
  hero: {
    title: `Manutenção e reparo de máquinas industriais em ${city} e região`,
    lead: "Overloques, retas, galoneiras, bordadeiras, máquinas de corte e de calçados de volta à produção com rapidez. Atendemos confecções, tecelagens, curtumes e fábricas de calçados na sua planta ou em nossa oficina.",
    badge: `Desde ${business.foundedYear} · Garantia de ${business.guaranteeDays} dias`,
    quoteLabel: "Solicitar orçamento",
    note: "Orçamento sem compromisso, pelo WhatsApp ou por telefone",
  },
  /** The facts a buyer decides on, right under the hero: term and detail. */
  keyFacts: [
    { id: "horario", term: "Horário", detail: formatOpeningHours(business.openingHours) },
    {
      id: "parada",
      term: "Máquina parada",
      detail: `Chamado até as ${formatHour(sameDayVisit.callsBefore)} em ${formatList(sameDayVisit.towns)}: visita no mesmo dia útil`,
    },
    { id: "garantia", term: "Garantia", detail: `${business.guaranteeDays} dias em todo serviço, por escrito` },
    ...(business.issuesInvoice ? [{ id: "nota", term: "Nota fiscal", detail: "Emitida em todos os serviços" }] : []),
    { id: "cidades", term: "Atendemos", detail: formatList(business.areaServed) },
    { id: "marcas", term: "Marcas", detail: formatList(business.brands) },
    {
      id: "tecnico",
      term: "Técnico",
      detail: `${technician.name}, certificado ${technician.credential.issuer} (${technician.credential.year})`,
    },
  ],
  brands: {
    title: "Marcas que atendemos",
    lead: "Máquinas nacionais e importadas, de costura, corte e calçados. Não achou a sua? Pergunte pelo WhatsApp.",
  },
  services: {
    title: "Tudo o que a sua máquina precisa para não parar",
    lead: "Da revisão de rotina ao reparo de urgência, cuidamos do parque de máquinas da sua fábrica.",
    machinesTitle: "Máquinas que atendemos",
    allLabel: "Ver todos os serviços por tipo de máquina",
  },
  experience: {
    title: "Quem cuida da sua máquina",
    lead: `${technician.name} conserta máquinas industriais desde ${technician.since} e atende as fábricas de ${city} e região com a ${business.brandName} desde ${business.foundedYear}. É ele quem vai até a sua fábrica, faz o orçamento e responde pelo serviço.`,
    claims: [
      {
        title: "Técnico certificado",
        text: `Certificado de ${technician.credential.title} (${technician.credential.issuer}, ${technician.credential.year}), com prática em máquinas de costura, corte, couro e calçados.`,
      },
      {
        title: "Garantia em todos os serviços",
        text: `${business.guaranteeDays} dias, por escrito: você recebe o que foi feito, as peças trocadas e o prazo.`,
      },
      {
        title: "Atendimento rápido e eficiente",
        text: "Diagnóstico objetivo, orçamento claro e a máquina de volta à produção sem enrolação.",
      },
    ],
    reviewsLabel: "Veja as avaliações no Google",
  },
  works: {
    title: "Trabalhos realizados",
    lead: "Algumas máquinas que passaram pela nossa bancada, em fotos nossas.",
  },
  closing: {
    title: "Máquina parada é produção perdida",
    text: "Fale agora com o técnico e receba o seu orçamento sem compromisso.",
    whatsappLabel: "Chamar no WhatsApp",
  },
};
