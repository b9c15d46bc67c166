// Navigation, prefilled messages and the links built from the business facts.
import { business } from "./business";
import { mailtoLink, mapsSearchLink, telLink, whatsappLink, formatAddress } from "../lib/links";

export const messages = {
  quote: "Olá! Gostaria de solicitar um orçamento para serviços de manutenção de máquinas industriais.",
  joinLoyalty: "Olá! Quero participar do Programa de Fidelidade. Como faço o meu cadastro?",
} as const;

export const links = {
  whatsapp: whatsappLink(business.whatsapp),
  whatsappQuote: whatsappLink(business.whatsapp, messages.quote),
  whatsappJoin: whatsappLink(business.whatsapp, messages.joinLoyalty),
  phone: telLink(business.phone.e164),
  email: mailtoLink(business.email),
  maps: mapsSearchLink(business.address),
} as const;

export const fullAddress = formatAddress(business.address);

export interface NavItem {
  href: string;
  label: string;
}

export const mainNav: readonly NavItem[] = [
  { href: "/", label: "Início" },
  { href: "/fidelidade", label: "Programa de Fidelidade" },
  { href: "/contato", label: "Contato" },
];

export const legalNav: readonly NavItem[] = [
  { href: "/termos", label: "Termos de Uso" },
  { href: "/privacidade", label: "Política de Privacidade" },
];

/** The year printed in the copyright line (SPEC: 2024). */
export const copyrightYear = 2024;
