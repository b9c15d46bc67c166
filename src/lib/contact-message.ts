// Turns the contact form's five fields into the text sent through WhatsApp or e-mail.
// The text is used exactly as typed: it only ever travels inside an encoded URL, never as markup.
import { mailtoLink, whatsappLink } from "./links";

/** The first line of every urgent message: the form's emergency subject and the stopped-machine lane. */
export const URGENT_OPENING = "URGENTE: tenho uma máquina parada e preciso de atendimento o quanto antes.";

/** What the technician needs to know first, as short blanks that end an urgent message, in this order. */
export const URGENT_BLANKS = ["Máquina e marca: ", "Cidade: ", "O que ela está fazendo: "];

/** The stopped-machine lane's message: the opening, then the blanks to fill. */
// Marked pure so the contact form's island, which never sends it, leaves it out.
export const URGENT_MESSAGE = /* @__PURE__ */ [URGENT_OPENING, "", ...URGENT_BLANKS].join("\n");

/** The form's subjects, each with the sentence that opens the message. */
export const contactSubjects = [
  { value: "orcamento", label: "Solicitar orçamento", opening: "Olá! Preciso de um orçamento de manutenção." },
  { value: "manutencao", label: "Manutenção preventiva", opening: "Olá! Quero agendar uma manutenção preventiva." },
  {
    value: "reparo",
    label: "Reparo de equipamento",
    opening: "Olá! Tenho uma máquina com defeito e preciso de um reparo.",
  },
  { value: "emergencia", label: "Atendimento de emergência", opening: URGENT_OPENING },
  { value: "outros", label: "Outros", opening: "Olá! Vim pelo site e tenho uma pergunta." },
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

/** The sentence that opens the message for a subject; an unknown value still says what was chosen. */
export function subjectOpening(value: string): string {
  return contactSubjects.find((subject) => subject.value === value)?.opening ?? `Olá! Assunto: ${value}.`;
}

/** The message the form sends; an emergency ends with the blanks the technician needs filled first. */
export function composeContactMessage(fields: ContactFields): string {
  return [
    subjectOpening(fields.subject),
    "",
    `Nome: ${fields.name}`,
    `Telefone: ${fields.phone}`,
    `E-mail: ${fields.email}`,
    "",
    "Mensagem:",
    fields.message,
    ...(fields.subject === "emergencia" ? ["", ...URGENT_BLANKS] : []),
  ].join("\n");
}

export function contactEmailSubject(fields: ContactFields): string {
  return `${subjectLabel(fields.subject)} - ${fields.name}`;
}

/**
 * A line of every WhatsApp message the site prepares: the page (or the form) it was sent from, in the
 * visitor's sight, so the owner learns which page brings work without cookies or analytics.
 */
export const originLine = (origin: string) => `(Enviada pelo site: ${origin})`;

/** The message with its origin right under its first paragraph: blanks to fill stay last, where typing starts. */
export function withOrigin(text: string, origin: string): string {
  const end = text.indexOf("\n\n");
  return end === -1
    ? `${text}\n${originLine(origin)}`
    : `${text.slice(0, end)}\n${originLine(origin)}${text.slice(end)}`;
}

/** Where the contact form's messages say they come from. */
export const FORM_ORIGIN = "formulário de contato";

/** The form's WhatsApp message: the five fields, then where it was sent from. */
export const contactWhatsappText = (fields: ContactFields) => withOrigin(composeContactMessage(fields), FORM_ORIGIN);

export function contactWhatsappLink(whatsappNumber: string, fields: ContactFields): string {
  return whatsappLink(whatsappNumber, contactWhatsappText(fields));
}

export function contactMailtoLink(email: string, fields: ContactFields): string {
  return mailtoLink(email, { subject: contactEmailSubject(fields), body: composeContactMessage(fields) });
}
