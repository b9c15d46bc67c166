// The copy shared by the machine-family pages (/servicos and /servicos/<família>). Each family's own copy
// is in src/content/machines/; the facts (towns, guarantee) come from the facts file.
import { business } from "../config/business";
import { formatHour, formatList } from "../lib/format";

export const servicePages = {
  index: {
    title: "Serviços por tipo de máquina",
    description: `Manutenção preventiva e conserto de retas, overloques, galoneiras, travetes, bordadeiras, máquinas de corte, de calçados e motores em ${business.address.city} e região.`,
    lead: "Escolha a sua máquina e veja o que fazemos, os defeitos que resolvemos e como funciona o atendimento.",
  },
  breadcrumbLabel: "Trilha de navegação",
  /** The first two steps of every services trail: home, then the services list. */
  trail: [
    { name: "Início", href: "/" },
    { name: "Serviços", href: "/servicos" },
  ],
  listLabel: "Tipos de máquina",
  sections: {
    about: "Sobre essas máquinas",
    scope: "O que fazemos",
    machines: "Máquinas atendidas",
    preventive: "Manutenção preventiva",
    corrective: "Conserto",
    faults: "Defeitos que resolvemos",
    brands: "Marcas atendidas",
    howItWorks: "Como funciona o atendimento",
    area: "Área de atendimento",
    prices: "Preços e condições",
    related: "Veja também",
  },
  howItWorks: [
    {
      title: "Na sua fábrica ou na oficina",
      text: `O técnico vai até a sua fábrica para regulagens e reparos no local; consertos maiores são feitos na oficina, em ${business.address.city}.`,
    },
    {
      title: "Orçamento antes de tudo",
      text: "Nada é feito sem um orçamento aprovado por escrito, com serviço, peças, valor e prazo. Vale aprovação pelo WhatsApp.",
    },
    {
      title: "Garantia e nota fiscal",
      text: `Todo serviço tem ${business.guaranteeDays} dias de garantia${business.issuesInvoice ? " e nota fiscal" : ""}.`,
    },
  ],
  pricesLead: "Valores de referência: o preço de cada conserto vem no orçamento, antes de qualquer serviço.",
  /** The worked examples of a whole job's cost (conditions.costExamples), under the prices. */
  cost: {
    title: "Quanto custa um conserto, no total",
    lead: "Exemplos calculados com os valores acima. As peças e o valor exato vêm no orçamento por escrito, antes do serviço.",
  },
  area: `Atendemos ${formatList(business.areaServed)}. Chamados até as ${formatHour(business.sameDayVisit.callsBefore)} em ${formatList(business.sameDayVisit.towns)} têm visita no mesmo dia útil.`,
  closing: {
    title: "Fale com o técnico sobre a sua máquina",
    text: business.prices?.freePhotoEstimate
      ? "Mande o modelo, o defeito e fotos pelo WhatsApp: a estimativa é grátis."
      : "Mande o modelo e o defeito pelo WhatsApp, ou ligue: você recebe o orçamento por escrito.",
    whatsappLabel: "Chamar no WhatsApp",
  },
};
