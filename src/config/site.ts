// Navigation, prefilled messages and the links built from the business facts.
import { business } from "./business";
import { URGENT_MESSAGE, withOrigin } from "../lib/contact-message";
import { mailtoLink, mapsSearchLink, telLink, whatsappLink, formatAddress } from "../lib/links";

export const messages = {
  quote: "Olá! Gostaria de solicitar um orçamento para serviços de manutenção de máquinas industriais.",
  joinLoyalty: "Olá! Quero participar do Programa de Fidelidade. Como faço o meu cadastro?",
  urgent: URGENT_MESSAGE,
  /** The preventive plan: what a quote for it needs, as blanks to fill. */
  preventivePlan: "Olá! Quero um plano de manutenção preventiva.\n\nQuantas máquinas: \nTipos e marcas: \nCidade: ",
} as const;

export const links = {
  whatsappQuote: whatsappLink(business.whatsapp, messages.quote),
  whatsappJoin: whatsappLink(business.whatsapp, messages.joinLoyalty),
  whatsappUrgent: whatsappLink(business.whatsapp, messages.urgent),
  whatsappPlan: whatsappLink(business.whatsapp, messages.preventivePlan),
  /** The desktop QR code's chat (src/pages/whatsapp-qr.svg.ts): one image for every page, so it names itself. */
  whatsappQr: whatsappLink(business.whatsapp, withOrigin(messages.quote, "código QR")),
  phone: telLink(business.phone.e164),
  email: mailtoLink(business.email),
  maps: mapsSearchLink(business.address),
  /** The business card (src/pages/contato.vcf.ts). */
  vcard: "/contato.vcf",
} as const;

export const fullAddress = formatAddress(business.address);

export interface NavItem {
  href: string;
  label: string;
  /** Its name in the desktop bar, where five full names do not fit beside the logo at 1024 px. */
  short?: string;
}

/** The header's pages: the desktop bar and the phone menu. The plan, where the business has one. */
export const mainNav: readonly NavItem[] = [
  { href: "/", label: "Início" },
  { href: "/servicos", label: "Serviços" },
  ...(business.preventivePlan
    ? [{ href: "/manutencao-preventiva", label: "Manutenção preventiva", short: "Preventiva" }]
    : []),
  { href: "/fidelidade", label: "Programa de Fidelidade", short: "Fidelidade" },
  { href: "/contato", label: "Contato" },
];

/** The footer's quick links (WhatsApp follows them). */
export const footerNav: readonly NavItem[] = [
  { href: "/servicos", label: "Todos os serviços" },
  ...(business.preventivePlan ? [{ href: "/manutencao-preventiva", label: "Plano de manutenção preventiva" }] : []),
  { href: "/fidelidade", label: "Programa de Fidelidade" },
  { href: "/contato", label: "Contato" },
  { href: "/termos", label: "Termos de Uso" },
  { href: "/privacidade", label: "Política de Privacidade" },
  { href: "/acessibilidade", label: "Acessibilidade" },
];
