// The copy of the frame and of the pieces several pages share (footer, the desktop QR code, the legal pages'
// layout). Facts come from the facts file.
import { business } from "../config/business";

export const frame = {
  header: {
    home: " página inicial",
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
    contactIntro: "Fale conosco",
    contactBy: { phone: "pelo telefone", whatsapp: "pelo WhatsApp", email: "por e-mail", maps: "na oficina" },
    contactReply: `respondemos em até ${business.dataRequestReplyDays} dias.`,
    termsContact: "Dúvidas sobre estes termos?",
    termsCompany: "Dados da empresa",
    privacyContact: "Dúvidas sobre os seus dados?",
    privacyController: "Controlador dos dados",
    lgpdTitle: "Compromisso com a LGPD.",
    lgpdText: "Tratamos dados pessoais de acordo com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).",
  },
};
