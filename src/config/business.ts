// Every fact about the business lives here, and only here. Header, footer, links, legal pages and the
// structured data for Google all read this file. The build stops with a clear message if a value is wrong.
//
// THESE ARE FICTIONAL EXAMPLE VALUES. Replace each one with the real business's data before publishing.
// (Imports name their .ts file so that the Node scripts in scripts/ can load this file too.)
import { parseBusiness } from "../lib/business-schema.ts";

export const business = parseBusiness({
  brandName: "Oliveira Manutenção Industrial",
  legalName: "R. S. Oliveira Manutenção de Máquinas",
  cnpj: "12.345.678/0001-95",
  activity:
    "Manutenção e reparação de máquinas e equipamentos para as indústrias têxtil, do vestuário, do couro e de calçados",
  phone: { display: "(19) 99876-5432", e164: "+5519998765432" },
  whatsapp: "+5519998765432",
  email: "contato@oliveiramanutencao.com.br",
  address: {
    street: "Rua Fernando Camargo",
    number: "250",
    district: "Centro",
    city: "Americana",
    state: "SP",
    postalCode: "13465-020",
  },
  openingHours: [
    {
      days: "Segunda a sexta",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "07:30",
      closes: "18:00",
    },
    { days: "Sábado", dayOfWeek: ["Saturday"], opens: "08:00", closes: "12:00" },
  ],
  closures: [
    { reason: "Natal", from: "2026-12-24", through: "2026-12-26" },
    { reason: "Ano-novo", from: "2026-12-31", through: "2027-01-02" },
    { reason: "Carnaval", from: "2027-02-08", through: "2027-02-09" },
  ],
  geo: { latitude: -22.73912, longitude: -47.33138 },
  areaServed: ["Americana", "Santa Bárbara d'Oeste", "Nova Odessa", "Sumaré", "Hortolândia", "Limeira", "Campinas"],
  googleCategories: {
    primary: "Serviço de reparo de máquinas de costura",
    additional: ["Serviço de reparo de máquinas"],
  },
  siteUrl: "https://www.oliveiramanutencao.com.br",
  foundedYear: 2009,
  copyrightYear: 2024,
  guaranteeDays: 90,
  dataRequestReplyDays: 15,
  sameDayVisit: { callsBefore: "14:00", towns: ["Americana", "Santa Bárbara d'Oeste", "Nova Odessa"] },
  afterHours:
    "Fora do horário, deixe a mensagem no WhatsApp: ela é respondida no começo do próximo horário de atendimento.",
  issuesInvoice: true,
  brands: ["Juki", "Siruba", "Kansai Special", "Pegasus", "Yamato", "Brother", "Jack", "Sun Special", "Zoje"],
  technician: {
    name: "Roberto Santos Oliveira",
    since: 2001,
    credential: { title: "Mecânico de Máquinas de Costura Industrial", issuer: "SENAI", year: 2002 },
  },
  loyalty: {
    minServiceValue: 150,
    windowMonths: 12,
    extendedGuaranteeDays: 30,
    freeRevision:
      "Uma revisão de acompanhamento da máquina consertada, sem custo de mão de obra, até 30 dias depois do reparo.",
    priorityFrom: "Bronze",
    freeDiagnosisFrom: "Prata",
    partsDiscount: { from: "Ouro", percent: 5 },
    levels: [
      { name: "Bronze", fromService: 3, discountPercent: 5 },
      { name: "Prata", fromService: 6, discountPercent: 10 },
      { name: "Ouro", fromService: 10, discountPercent: 15 },
    ],
  },
  prices: {
    visit: [
      { towns: ["Americana", "Santa Bárbara d'Oeste", "Nova Odessa"], fee: 80 },
      { towns: ["Sumaré", "Hortolândia", "Limeira", "Campinas"], fee: 140 },
    ],
    diagnosis: { fee: 60, deductedWhenApproved: true },
    quoteValidDays: 10,
  },
  payment: { pix: true, boleto: true, cardInstallments: 3, invoicedDays: 28 },
  preventivePlan: { everyMonths: [1, 2, 3], pricePerMachine: 45, minMachines: 5 },
  logistics: {
    onSite: true,
    workshop: true,
    pickup: { towns: ["Americana", "Santa Bárbara d'Oeste", "Nova Odessa"], fee: 0 },
    busyReplyMinutes: 60,
    notOffered: [
      "máquinas de costura domésticas",
      "venda de máquinas novas ou usadas",
      "atendimento aos domingos e feriados",
    ],
  },
  // The QR stickers for the machines (GUIA-DO-DONO.md): the next sheet prints the codes OLV-0001 to OLV-0030.
  machineLabels: { prefix: "OLV", print: { from: 1, through: 30 } },
  images: {
    // Stock photos: the base URL of the photo; width variants are added through the host's ?w= parameter.
    // For your own photo, put the file in public/fotos/ and write its path, e.g. "/fotos/oficina.jpg".
    hero: {
      src: "https://images.unsplash.com/photo-1581091226825-a6a2a5aee158",
      alt: "Técnico ajustando uma máquina industrial em uma linha de produção",
      width: 1600,
      height: 1067,
    },
  },
});
