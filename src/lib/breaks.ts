// Where a line may break inside the facts a page prints: phone numbers, CNPJ, CEP and machine sticker codes
// never break (a number split in two is misread), e-mail addresses only after "@" or before the domain's ending
// (".com.br" stays whole, and a line that starts with a dot reads as the address going on). Pure, so it is tested
// alone.

/** Phone numbers, CNPJ, CEP and sticker codes (OLV-0001) as they are written on the site. */
export const WHOLE = /\(\d{2}\) \d{4,5}-\d{4}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\b\d{5}-\d{3}\b|\b[A-Z]{2,5}-\d{4}\b/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

export type Piece = { kind: "text" | "whole"; text: string } | { kind: "email"; parts: string[] };

/** Splits a text into plain runs, numbers to keep whole, and e-mails split after "@" and before the ending. */
export function breakPieces(text: string): Piece[] {
  const pattern = new RegExp(`${WHOLE.source}|${EMAIL.source}`, "g");
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const found = match[0];
    if (match.index > last) pieces.push({ kind: "text", text: text.slice(last, match.index) });
    if (found.includes("@")) {
      const at = found.indexOf("@") + 1;
      const ending = found.indexOf(".", at);
      pieces.push({ kind: "email", parts: [found.slice(0, at), found.slice(at, ending), found.slice(ending)] });
    } else pieces.push({ kind: "whole", text: found });
    last = match.index + found.length;
  }
  if (last < text.length) pieces.push({ kind: "text", text: text.slice(last) });
  return pieces;
}
