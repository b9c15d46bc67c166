// The copy of the home page (/). Every fact in it comes from the facts file.
import { business } from "../config/business";
import { formatHour, formatList, formatMoney, formatOpeningHours, upperFirst } from "../lib/format";
import { closureNotice } from "./closures";
import { conditions, hasCostExamples, type Condition } from "./conditions";
import { priorityOf } from "./priority";

const { city } = business.address;
const { technician, sameDayVisit } = business;
const pickup = business.logistics?.pickup;
const priority = priorityOf(business);

const sameTowns = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((t) => b.includes(t));
/**
 * The visit fee of each group of towns, with the same-day visit and the pickup where they apply to exactly
 * that group: each list of towns is then written once in the facts.
 */
const visitGroups = business.prices?.visit.map((group) => {
  const extras = [
    ...(sameTowns(group.towns, sameDayVisit.towns)
      ? [`visita no mesmo dia útil para chamados até as ${formatHour(sameDayVisit.callsBefore)}`]
      : []),
    ...(pickup && sameTowns(group.towns, pickup.towns)
      ? [`retirada e entrega da máquina ${pickup.fee === 0 ? "grátis" : `por ${formatMoney(pickup.fee)}`}`]
      : []),
  ];
  return `${formatMoney(group.fee)} em ${formatList(group.towns)}${extras.length ? `, com ${formatList(extras)}` : ""}`;
});
const sameDayInVisit = business.prices?.visit.some((group) => sameTowns(group.towns, sameDayVisit.towns));
const pickupInVisit = pickup && business.prices?.visit.some((group) => sameTowns(group.towns, pickup.towns));

export const home = {
  /** The page's title, before the site's name: the main search phrase and the town. */
  title: `Conserto de máquinas de costura industriais em ${city}`,
  description: `Conserto e manutenção de máquinas de costura industriais em ${city} e região: overloques, retas, galoneiras, bordadeiras, corte e calçados. Garantia de ${business.guaranteeDays} dias.`,
  hero: {
    title: `Conserto de máquinas de costura industriais em ${city} e região`,
    lead: "Colocamos overloques, retas, galoneiras, travetes e bordadeiras de volta à produção com rapidez, e consertamos também máquinas de corte e de calçados. Atendemos confecções, facções, empresas de bordado e fábricas de calçados e artigos de couro.",
    badge: `Desde ${business.foundedYear} · Garantia de ${business.guaranteeDays} dias`,
    quoteLabel: "Solicitar orçamento",
    // "Grátis" only for what costs nothing: the estimate from photos.
    note: business.prices?.freePhotoEstimate
      ? "Estimativa grátis pelas fotos da máquina no WhatsApp"
      : "Orçamento por escrito antes do serviço, pelo WhatsApp ou por telefone",
    /** The hidden heading of the key facts. */
    factsTitle: "Como atendemos",
  },
  /**
   * The facts a buyer decides on, right under the hero: term and detail (a link where a page explains more).
   * A fact the owner leaves out of the facts file leaves its line out.
   */
  keyFacts: [
    {
      id: "horario",
      term: "Horário",
      detail: [formatOpeningHours(business.openingHours), closureNotice].filter(Boolean).join(". "),
    },
    sameDayInVisit
      ? undefined
      : {
          id: "parada",
          term: "Máquina parada",
          detail: `Chamado até as ${formatHour(sameDayVisit.callsBefore)} em ${formatList(sameDayVisit.towns)}: visita no mesmo dia útil`,
        },
    visitGroups && {
      id: "visita",
      term: "Visita técnica",
      detail: visitGroups.join("; "),
      // The whole bill, worked out, is on /servicos.
      ...(hasCostExamples(business) ? { href: "/servicos#custo", linkLabel: "Quanto custa no total" } : {}),
    },
    conditions.busy,
    priority && { id: "ordem", term: "Ordem de atendimento", detail: upperFirst(priority.inline) },
    conditions.payment,
    pickupInVisit ? undefined : conditions.pickup,
    conditions.plan,
    {
      id: "garantia",
      term: "Garantia",
      detail: `${business.guaranteeDays} dias em todo serviço, por escrito${business.issuesInvoice ? ", com nota fiscal" : ""}`,
    },
    { id: "cidades", term: "Atendemos", detail: formatList(business.areaServed) },
    {
      id: "tecnico",
      term: "Técnico",
      detail: `${technician.name}, certificado ${technician.credential.issuer} (${technician.credential.year})`,
    },
  ].filter((fact): fact is Condition => !!fact),
  brands: {
    title: "Marcas que atendemos",
    lead: "As marcas das máquinas de costura, bordado, corte e calçados que atendemos. Não achou a sua? Pergunte pelo WhatsApp.",
  },
  services: {
    title: "Tudo o que a sua máquina precisa",
    lead: "Da revisão de rotina ao reparo de urgência, nas máquinas da sua fábrica.",
    machinesTitle: "Máquinas que atendemos",
    allLabel: "Ver todos os serviços por tipo de máquina",
  },
  experience: {
    title: "Quem cuida da sua máquina",
    lead: `${technician.name} conserta máquinas industriais desde ${technician.since} e atende as fábricas de ${city} e região com a ${business.brandName} desde ${business.foundedYear}. É ele quem vai à sua fábrica e responde pelo serviço.`,
    claims: [
      {
        title: "Técnico certificado",
        text: `Certificado de ${technician.credential.title} (${technician.credential.issuer}, ${technician.credential.year}), com prática em máquinas de costura, corte, couro e calçados.`,
      },
      {
        title: "Garantia em todos os serviços",
        text: `${business.guaranteeDays} dias, com o serviço feito, as peças trocadas e o prazo por escrito.`,
      },
      {
        title: "Atendimento rápido e eficiente",
        text: "Diagnóstico objetivo e orçamento claro antes do conserto.",
      },
    ],
    reviewsLabel: "Veja as avaliações no Google",
  },
  closing: {
    title: "Máquina parada é produção perdida",
    text: business.prices?.freePhotoEstimate
      ? "Mande fotos da máquina pelo WhatsApp: a estimativa é grátis."
      : "Fale agora com o técnico e receba o seu orçamento por escrito.",
    whatsappLabel: "Chamar no WhatsApp",
  },
};
