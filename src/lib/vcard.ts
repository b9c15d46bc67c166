// The business card a visitor saves to the phone ("Salvar contato"): vCard 3.0 (RFC 2426), the version
// every phone's contacts app reads. Built from the facts when the site builds.
import type { Business } from "./business-schema";
import { whatsappLink } from "./links";

/** Escapes a text value: backslash, comma, semicolon and line breaks (RFC 2426, 4). */
const escape = (value: string) => value.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

/** Folds a content line longer than 75 octets into CRLF + space continuations, never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = out.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char) > limit) {
      out.push(current);
      current = "";
    }
    current += char;
  }
  out.push(current);
  return out.join("\r\n ");
}

export function businessVcard(business: Business): string {
  const { address } = business;
  const site = new URL("/", business.siteUrl).href;
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `FN:${escape(business.brandName)}`,
    // A company card: no person's name parts; phones show the organisation.
    "N:;;;;",
    `ORG:${escape(business.legalName)}`,
    "X-ABShowAs:COMPANY",
    `TEL;TYPE=WORK,VOICE:${business.phone.e164}`,
    ...(business.whatsapp === business.phone.e164 ? [] : [`TEL;TYPE=CELL:${business.whatsapp}`]),
    `EMAIL;TYPE=INTERNET,WORK:${business.email}`,
    `ADR;TYPE=WORK:;;${escape(`${address.street}, ${address.number} - ${address.district}`)};${escape(address.city)};${address.state};${address.postalCode};Brasil`,
    `URL:${site}`,
    `item1.URL:${whatsappLink(business.whatsapp)}`,
    "item1.X-ABLabel:WhatsApp",
    `NOTE:${escape(`${business.activity}. CNPJ ${business.cnpj}.`)}`,
    "END:VCARD",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
