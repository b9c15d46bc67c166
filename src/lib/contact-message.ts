// Turns the contact form's five fields into the text sent through WhatsApp or e-mail.
// The text is used exactly as typed: it only ever travels inside an encoded URL, never as markup.
import { mailtoLink, whatsappLink } from "./links";

export const contactSubjects = [
  { value: "orcamento", label: "Solicitar orçamento" },
  { value: "manutencao", label: "Manutenção preventiva" },
  { value: "reparo", label: "Reparo de equipamento" },
  { value: "emergencia", label: "Atendimento de emergência" },
  { value: "outros", label: "Outros" },
] as const;

export type ContactSubject = (typeof contactSubjects)[number]["value"];

export interface ContactFields {
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
}

/** The label the visitor chose; an unknown value is passed through rather than lost. */
export function subjectLabel(value: string): string {
  return contactSubjects.find((subject) => subject.value === value)?.label ?? value;
}

export function composeContactMessage(fields: ContactFields): string {
  return [
    `Olá! Vim pelo site e gostaria de falar sobre: ${subjectLabel(fields.subject)}.`,
    "",
    `Nome: ${fields.name}`,
    `Telefone: ${fields.phone}`,
    `E-mail: ${fields.email}`,
    "",
    "Mensagem:",
    fields.message,
  ].join("\n");
}

export function contactEmailSubject(fields: ContactFields): string {
  return `${subjectLabel(fields.subject)} - ${fields.name}`;
}

export function contactWhatsappLink(whatsappNumber: string, fields: ContactFields): string {
  return whatsappLink(whatsappNumber, composeContactMessage(fields));
}

export function contactMailtoLink(email: string, fields: ContactFields): string {
  return mailtoLink(email, { subject: contactEmailSubject(fields), body: composeContactMessage(fields) });
}
