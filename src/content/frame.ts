// The copy of the frame and of the pieces several pages share (footer, the desktop QR code, the legal pages'
// layout). Facts come from the facts file.
import { business } from "../config/business";
import { formatMinutes } from "../lib/format";

const busyReply = business.logistics?.busyReplyMinutes;

export const frame = {
  skipLink: "Pular para o conteúdo",
  /** The share image's description, for social previews. */
  shareImageAlt: `${business.brandName}: manutenção e reparo de máquinas industriais em ${business.address.city} e região`,
  /** The legal identity in the top strip and the footer. */
  company: { label: "Dados da empresa", cnpj: "CNPJ" },
  /** The contact channels' own words, wherever a link or a button names them. */
  channels: { whatsapp: "WhatsApp", call: "Ligar", mapsHint: " (abre o mapa em nova aba)" },
  /** The notice area of the pages that raise notices (an island: the page passes it these words). */
  notices: { close: "Fechar aviso" },
  floatingWhatsApp: { label: "Atendimento pelo WhatsApp", link: "Conversar no WhatsApp" },
  header: {
    home: ", página inicial",
    nav: "Principal",
    menu: "Menu",
    closeMenu: "Fechar menu",
    quote: "Orçamento",
    menuQuote: "Pedir orçamento no WhatsApp",
  },
  footer: {
    blurb: `Conserto e manutenção preventiva de máquinas industriais de costura, corte e calçados para confecções, facções e fábricas de calçados, com técnico certificado e garantia de ${business.guaranteeDays} dias em todos os serviços.`,
    columns: { contact: "Contato", services: "Serviços", links: "Links rápidos" },
    saveContact: "Salvar contato",
    rights: `© ${business.copyrightYear} ${business.brandName}. Todos os direitos reservados.`,
  },
  whatsappQr: {
    alt: "Código QR da conversa no WhatsApp",
    title: "No computador?",
    text: "Aponte a câmera do celular para o código: a conversa abre no seu WhatsApp. Ou chame no número",
  },
  legal: {
    updated: "Última atualização:",
    contents: "Nesta página",
    annex: "Anexo",
    contactIntro: "Fale conosco",
    contactBy: { phone: "pelo telefone", whatsapp: "pelo WhatsApp", email: "por e-mail", maps: "na oficina" },
    /** The reply a message gets, as the contact page promises it; a data request's is the law's (below). */
    contactReply: busyReply
      ? `respondemos em até ${formatMinutes(busyReply)}, no horário de atendimento.`
      : "respondemos no horário de atendimento.",
    dataRequestReply: `respondemos em até ${business.dataRequestReplyDays} dias.`,
    termsContact: "Dúvidas sobre estes termos?",
    termsCompany: "Dados da empresa",
    privacyContact: "Dúvidas sobre os seus dados?",
    privacyController: "Controlador dos dados",
    accessibilityContact: "Encontrou uma barreira?",
    lgpdTitle: "Compromisso com a LGPD.",
    lgpdText: "Tratamos dados pessoais de acordo com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).",
  },
};
