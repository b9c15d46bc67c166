// The owner's kit (src/pages/kit-do-dono/): what he types into his Google Business Profile and his WhatsApp
// Business app, written from the facts file like every page, so the three never disagree. Each text is
// checked against the limit of the place it goes (src/lib/owner-kit.ts): one too long stops the build.
import { addDays, SPECIAL_HOURS_MAX_DAYS, type Business } from "../lib/business-schema";
import { URGENT_BLANKS } from "../lib/contact-message";
import { formatDate, formatHour, formatList, formatMoney, formatOpeningHours, lowerFirst } from "../lib/format";
import { formatAddress } from "../lib/links";
import { brandsOf, familyPath, type MachineFamily } from "../lib/machines";
import { priorityOf } from "./priority";
import { LIMITS, specialHours, toCsv, weekHours, withCampaign, within, type Weekday } from "../lib/owner-kit";

const DAY_NAMES: Record<Weekday, string> = {
  Sunday: "Domingo",
  Monday: "Segunda-feira",
  Tuesday: "Terça-feira",
  Wednesday: "Quarta-feira",
  Thursday: "Quinta-feira",
  Friday: "Sexta-feira",
  Saturday: "Sábado",
};

const firstName = (name: string) => name.split(" ")[0] ?? name;
/** A family's page on the site. */
const familyUrl = (business: Business, family: MachineFamily) => `${business.siteUrl}${familyPath(family)}`;

/** A section of a sheet: its title, underlined, then its lines. */
const section = (title: string, ...lines: string[]) => [title.toUpperCase(), ...lines, ""];

/** The profile's description: who, what, where, for whom, since when, and the guarantee. */
export function googleDescription(business: Business, families: readonly MachineFamily[]): string {
  const { technician } = business;
  const credential = technician.credential;
  const places = [
    ...(business.logistics?.onSite ? ["na fábrica do cliente"] : []),
    ...(business.logistics?.workshop ? ["na oficina"] : []),
  ];
  return within(
    LIMITS.googleDescription,
    "the Google profile's description",
    [
      `A ${business.brandName} faz manutenção e conserto de máquinas de costura industriais em ${business.address.city} e região desde ${business.foundedYear}: ${formatList(families.map((f) => lowerFirst(f.data.name)))}.`,
      ...(places.length ? [`Atende ${formatList(places, "disjunction")}.`] : []),
      `Marcas: ${formatList(brandsOf(families))}.`,
      `O técnico, ${technician.name}, tem o curso de ${credential.title} do ${credential.issuer} e conserta máquinas industriais desde ${technician.since}.`,
      `Garantia de ${business.guaranteeDays} dias em todo serviço${business.issuesInvoice ? ", com nota fiscal" : ""}.`,
    ].join(" "),
  );
}

/** The site's address as the profile links to it: visits from the profile are told apart. */
export const profileWebsite = (business: Business) =>
  withCampaign(`${business.siteUrl}/`, "google", "organic", "perfil");

/** The sheet of what to type into each field of the Google Business Profile. */
export function googleProfileSheet(business: Business, families: readonly MachineFamily[]): string {
  const { closedDays, longClosures } = specialHours(business.closures);
  const description = googleDescription(business, families);
  return [
    `PERFIL DA EMPRESA NO GOOGLE: ${business.brandName}`,
    "O que digitar em cada campo do perfil (business.google.com). Feito pelo site a partir dos dados da",
    "pasta src/data/empresa/: para mudar algo aqui, mude lá (veja o GUIA-DO-DONO.md).",
    "",
    ...section("Nome da empresa", business.brandName),
    ...section(
      "Categoria principal",
      business.googleCategories.primary,
      "(escolha na lista do Google o nome igual a este)",
    ),
    ...(business.googleCategories.additional.length
      ? section("Categorias adicionais", ...business.googleCategories.additional.map((c) => `- ${c}`))
      : []),
    ...section("Endereço", formatAddress(business.address)),
    ...section("Área de atendimento (cidades)", ...business.areaServed.map((town) => `- ${town} - SP`)),
    ...section("Telefone", business.phone.display),
    ...section("Site", profileWebsite(business)),
    ...section(
      "Horário de funcionamento",
      ...weekHours(business.openingHours).map(
        ({ day, hours }) =>
          `${DAY_NAMES[day]}: ${hours.length ? hours.map((h) => h.replace("-", " às ")).join(" e ") : "Fechado"}`,
      ),
    ),
    ...(closedDays.length
      ? section(
          "Horário especial (feriados: marque Fechado em cada dia)",
          ...closedDays.map(({ date, reason }) => `${formatDate(date)} (${reason}): Fechado`),
        )
      : []),
    ...(longClosures.length
      ? section(
          `Fechamentos longos (mais de ${SPECIAL_HOURS_MAX_DAYS} dias: o horário especial não serve)`,
          ...longClosures.map(
            (c) =>
              `${c.reason}: marque o perfil como "Temporariamente fechado" em ${formatDate(c.from)} e reabra em ${formatDate(addDays(c.through, 1))}.`,
          ),
        )
      : []),
    ...section(
      "Serviços (um por tipo de máquina: nome e descrição)",
      ...families.flatMap((family) => [
        `- ${family.data.name}`,
        `  ${within(LIMITS.googleService, `the Google service "${family.data.name}"`, family.data.summary)}`,
      ]),
    ),
    ...section(
      `Descrição da empresa (${[...description].length} de ${LIMITS.googleDescription} caracteres)`,
      description,
    ),
  ].join("\n");
}

/** The columns of Google's bulk-location spreadsheet this sheet fills, by their header names. */
export const BULK_COLUMNS = [
  "Store code",
  "Business name",
  "Address line 1",
  "Sub-locality",
  "Locality",
  "Administrative area",
  "Country / Region",
  "Postal code",
  "Latitude",
  "Longitude",
  "Primary phone",
  "Website",
  "Primary category",
  "Additional categories",
  "Sunday hours",
  "Monday hours",
  "Tuesday hours",
  "Wednesday hours",
  "Thursday hours",
  "Friday hours",
  "Saturday hours",
  "Special hours",
  "From the business",
] as const;

/** The profile as one row of Google's bulk-location spreadsheet (CSV): hours "07:30-18:00", "x" closed. */
export function googleBulkCsv(business: Business, families: readonly MachineFamily[]): string {
  const { address } = business;
  const hours = weekHours(business.openingHours).map(({ hours }) => (hours.length ? hours.join(",") : "x"));
  const row: Record<(typeof BULK_COLUMNS)[number], string> = {
    "Store code": "1",
    "Business name": business.brandName,
    "Address line 1": `${address.street}, ${address.number}`,
    "Sub-locality": address.district,
    Locality: address.city,
    "Administrative area": address.state,
    "Country / Region": "BR",
    "Postal code": address.postalCode,
    Latitude: String(business.geo.latitude),
    Longitude: String(business.geo.longitude),
    "Primary phone": business.phone.display,
    Website: profileWebsite(business),
    "Primary category": business.googleCategories.primary,
    "Additional categories": business.googleCategories.additional.join(","),
    "Sunday hours": hours[0]!,
    "Monday hours": hours[1]!,
    "Tuesday hours": hours[2]!,
    "Wednesday hours": hours[3]!,
    "Thursday hours": hours[4]!,
    "Friday hours": hours[5]!,
    "Saturday hours": hours[6]!,
    "Special hours": specialHours(business.closures)
      .closedDays.map(({ date }) => `${date}: x`)
      .join(","),
    "From the business": googleDescription(business, families),
  };
  return toCsv([[...BULK_COLUMNS], BULK_COLUMNS.map((column) => row[column])]);
}

/**
 * Asking a customer for a Google review, after a job: the message the owner sends and the printed card's
 * words, both with the profile's review link. Without the link (googleReviewUrl), nothing: never a review
 * widget, never a rating.
 */
export function reviewRequest(business: Business) {
  const url = business.googleReviewUrl;
  if (!url) return undefined;
  return {
    url,
    message: within(
      LIMITS.whatsappMessage,
      "the review request",
      `Olá! Obrigado por confiar na ${business.brandName}. Se o serviço ficou bom, você pode contar como foi numa avaliação no Google? Leva um minuto e ajuda outras empresas a nos encontrar:\n${url}`,
    ),
    page: {
      title: "Pedir uma avaliação no Google",
      intro:
        "Depois de um serviço bem feito, mande esta mensagem pelo WhatsApp (ela também está no kit do WhatsApp, como a resposta rápida /avaliacao):",
      cardHeading: "Cartão para imprimir",
      cardHint: "Imprima e deixe com a máquina consertada. Recorte pela linha tracejada.",
      qrAlt: "Código QR do link de avaliação",
    },
    card: {
      title: "Gostou do serviço?",
      text: `Conte como foi numa avaliação da ${business.brandName} no Google. Aponte a câmera do celular para o código:`,
      thanks: "Obrigado pela confiança!",
    },
  };
}

/** The texts of the WhatsApp Business app, each checked against its limit. */
export function whatsappTexts(business: Business, families: readonly MachineFamily[]) {
  const { address, sameDayVisit } = business;
  const hours = formatOpeningHours(business.openingHours);
  const visit = business.prices?.visit
    .map((group) => `${formatMoney(group.fee)} em ${formatList(group.towns)}`)
    .join("; ");
  const message = (place: string, text: string) => within(LIMITS.whatsappMessage, place, text);
  const review = reviewRequest(business);
  const priority = priorityOf(business);
  return {
    about: within(
      LIMITS.whatsappAbout,
      "WhatsApp's about",
      `Conserto de máquinas de costura industriais em ${address.city} e região`,
    ),
    description: within(
      LIMITS.whatsappDescription,
      "WhatsApp's business description",
      `Manutenção e conserto de máquinas de costura industriais em ${formatList(business.areaServed)}. Garantia de ${business.guaranteeDays} dias em todo serviço. Horário: ${hours}.`,
    ),
    greeting: message(
      "WhatsApp's greeting message",
      `Olá! Aqui é ${firstName(business.technician.name)}, da ${business.brandName}. Para agilizar, conte qual é a máquina e a marca, em que cidade ela está e o que ela está fazendo. Se a máquina estiver parada, comece com URGENTE.`,
    ),
    away: message(
      "WhatsApp's away message",
      [
        `Olá! Nosso horário é ${lowerFirst(hours)}. ${business.afterHours}`,
        ...(priority ? [`Ordem de atendimento: ${priority.inline}.`] : []),
        ...(business.technicianAway ? [business.technicianAway] : []),
      ].join(" "),
    ),
    quickReplies: [
      {
        shortcut: "orcamento",
        text: message(
          "the quick reply for a quote",
          [
            "Para o orçamento, me diga:",
            "Máquina e marca: ",
            "Quantas máquinas: ",
            "Cidade: ",
            "O que está acontecendo: ",
            ...(visit ? ["", `Visita técnica: ${visit}.`] : []),
          ].join("\n"),
        ),
      },
      {
        shortcut: "parada",
        text: message(
          "the quick reply for a stopped machine",
          [
            "Entendi, máquina parada. Me passe, por favor:",
            ...URGENT_BLANKS,
            "",
            `Chamados até as ${formatHour(sameDayVisit.callsBefore)} em ${formatList(sameDayVisit.towns)} recebem visita no mesmo dia útil.`,
          ].join("\n"),
        ),
      },
      ...(review ? [{ shortcut: "avaliacao", text: review.message }] : []),
    ].map((reply) => ({
      ...reply,
      shortcut: within(LIMITS.quickReplyShortcut, "a quick reply's shortcut", reply.shortcut),
    })),
    catalogue: families.map((family) => ({
      name: within(LIMITS.catalogueName, "a catalogue item's name", `Conserto de ${lowerFirst(family.data.name)}`),
      description: within(
        LIMITS.catalogueDescription,
        "a catalogue item's description",
        `${family.data.summary} Garantia de ${business.guaranteeDays} dias.`,
      ),
      link: withCampaign(familyUrl(business, family), "whatsapp", "catalogo", family.id),
    })),
  };
}

/** The WhatsApp Business texts as one sheet to copy from. */
export function whatsappSheet(business: Business, families: readonly MachineFamily[]): string {
  const texts = whatsappTexts(business, families);
  return [
    `WHATSAPP BUSINESS: ${business.brandName}`,
    "Textos para copiar no aplicativo WhatsApp Business (Ferramentas comerciais). Feitos pelo site a partir",
    "dos dados da pasta src/data/empresa/: para mudar algo aqui, mude lá (veja o GUIA-DO-DONO.md).",
    "",
    ...section(`Recado (até ${LIMITS.whatsappAbout} caracteres)`, texts.about),
    ...section(`Descrição da empresa (até ${LIMITS.whatsappDescription} caracteres)`, texts.description),
    ...section("Mensagem de saudação (enviada a quem escreve pela primeira vez)", texts.greeting),
    ...section("Mensagem de ausência (fora do horário de atendimento)", texts.away),
    ...texts.quickReplies.flatMap((reply) => section(`Resposta rápida: atalho /${reply.shortcut}`, reply.text)),
    ...section(
      "Catálogo (um item por tipo de máquina: nome, descrição e link)",
      ...texts.catalogue.flatMap((item) => [`- ${item.name}`, `  ${item.description}`, `  ${item.link}`, ""]),
    ),
  ].join("\n");
}
