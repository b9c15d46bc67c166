// Every outbound link of the site is built here, so encoding is done once and tested once.
// No imports: islands use these in the browser, and they must not pull the facts validator along.

/** The attributes of every link that opens a new tab: the new page gets no handle on this one. */
export const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

/** Only digits of a string: "12.345.678/0001-95" -> "12345678000195". */
export const digitsOf = (value: string) => value.replace(/\D/g, "");

export interface Address {
  street: string;
  number: string;
  district: string;
  city: string;
  state: string;
  postalCode: string;
}

/** https://wa.me/<digits>?text=<encoded>: WhatsApp's documented click-to-chat link. */
export function whatsappLink(e164: string, text?: string): string {
  const base = `https://wa.me/${digitsOf(e164)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function telLink(e164: string): string {
  return `tel:+${digitsOf(e164)}`;
}

/** RFC 6068: line breaks in the body are CRLF, every other reserved character percent-encoded. */
export function mailtoLink(email: string, fields: { subject?: string; body?: string } = {}): string {
  const params: string[] = [];
  if (fields.subject) params.push(`subject=${encodeURIComponent(fields.subject)}`);
  if (fields.body) params.push(`body=${encodeURIComponent(fields.body.replace(/\r?\n/g, "\r\n"))}`);
  return `mailto:${email}${params.length ? `?${params.join("&")}` : ""}`;
}

/** "Rua X, 250 - Centro, Americana - SP, 13465-020" */
export function formatAddress(address: Address): string {
  return `${address.street}, ${address.number} - ${address.district}, ${address.city} - ${address.state}, ${address.postalCode}`;
}

/** Google Maps search URL (the documented api=1 form, which opens the app on phones). */
export function mapsSearchLink(address: Address | string): string {
  const query = typeof address === "string" ? address : formatAddress(address);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
