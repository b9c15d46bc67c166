import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import { businessVcard } from "./vcard";

/** Unfolds and splits a vCard into [name with parameters, value] pairs, as a contacts app reads it. */
function parse(card: string): Array<[string, string]> {
  return card
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      return [line.slice(0, colon), line.slice(colon + 1)] as [string, string];
    });
}

const unescape = (value: string) => value.replace(/\\n/g, "\n").replace(/\\([\\,;])/g, "$1");

describe("businessVcard", () => {
  const card = businessVcard(business);
  const fields = parse(card);
  const value = (name: string) => fields.find(([key]) => key === name)?.[1];

  it("is a vCard 3.0 with CRLF line endings and lines of at most 75 octets", () => {
    expect(fields[0]).toEqual(["BEGIN", "VCARD"]);
    expect(fields[1]).toEqual(["VERSION", "3.0"]);
    expect(fields.at(-1)).toEqual(["END", "VCARD"]);
    expect(card.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of card.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("carries the name, organisation, phone, WhatsApp, e-mail, address and site of the facts file", () => {
    expect(unescape(value("FN")!)).toBe(business.brandName);
    expect(unescape(value("ORG")!)).toBe(business.legalName);
    expect(value("TEL;TYPE=WORK,VOICE")).toBe(business.phone.e164);
    expect(value("EMAIL;TYPE=INTERNET,WORK")).toBe(business.email);
    const adr = value("ADR;TYPE=WORK")!
      .split(/(?<!\\);/)
      .map(unescape);
    expect(adr).toEqual([
      "",
      "",
      `${business.address.street}, ${business.address.number} - ${business.address.district}`,
      business.address.city,
      "SP",
      business.address.postalCode,
      "Brasil",
    ]);
    expect(value("URL")).toBe(new URL("/", business.siteUrl).href);
    expect(value("item1.URL")).toBe(`https://wa.me/${business.whatsapp.slice(1)}`);
    expect(unescape(value("NOTE")!)).toContain(business.cnpj);
  });

  it("adds a mobile number when WhatsApp is not the phone, and escapes special characters", () => {
    const other = businessVcard({
      ...business,
      brandName: "Zé; Cia, Ltda",
      whatsapp: "+5519911112222",
    });
    const parsed = parse(other);
    expect(parsed).toContainEqual(["TEL;TYPE=CELL", "+5519911112222"]);
    expect(parsed).toContainEqual(["FN", "Zé\\; Cia\\, Ltda"]);
  });
});
