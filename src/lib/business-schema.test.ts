import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import { datesFrom, isValidCnpj, parseBusiness } from "./business-schema";

// A deep copy of the real facts with one value changed at `path`.
function withValue(path: string, value: unknown) {
  const copy = structuredClone(business) as Record<string, unknown>;
  const keys = path.split(".");
  const last = keys.pop()!;
  let target = copy;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

describe("isValidCnpj", () => {
  it.each(["12.345.678/0001-95", "11.222.333/0001-81", "11.444.777/0001-61"])("accepts %s", (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ["a wrong first check digit", "12.345.678/0001-85"],
    ["a wrong second check digit", "12.345.678/0001-94"],
    ["repeated digits", "11.111.111/1111-11"],
    ["no punctuation", "12345678000195"],
    ["too few digits", "12.345.678/0001-9"],
  ])("rejects %s", (_, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});

describe("parseBusiness", () => {
  it("accepts the facts file as shipped", () => {
    expect(parseBusiness(structuredClone(business))).toEqual(business);
  });

  it.each([
    ["cnpj", "12.345.678/0001-00", "cnpj: expected a CNPJ written as 00.000.000/0000-00 with valid check digits"],
    ["phone.display", "19 99876 5432", "phone.display: expected a display number such as (19) 99876-5432"],
    ["phone.e164", "5519998765432", "phone.e164: expected an E.164 Brazilian number"],
    ["phone.e164", "+5519998760000", "phone: expected display and e164 to be the same number"],
    ["whatsapp", "+55 19 99876-5432", "whatsapp: expected an E.164 Brazilian number"],
    ["email", "contato@", "email: expected an e-mail address"],
    ["email", undefined, "email: expected an e-mail address"],
    ["legalName", "  ", "legalName: expected the legal (registered) name, got an empty text"],
    ["legalName", undefined, "legalName: expected the legal (registered) name"],
    ["address.postalCode", "13465020", "address.postalCode: expected a CEP written as 00000-000"],
    ["address.state", "MG", 'address.state: expected "SP"'],
    ["siteUrl", "http://example.com", "siteUrl: expected the site's public https:// address"],
    ["images.hero.src", "foto.jpg", "images.hero.src: expected an https:// URL or a /path in public/"],
    ["images.hero.alt", "", "images.hero.alt: expected a Portuguese description of the photo"],
    ["dataRequestReplyDays", 30, "dataRequestReplyDays: expected at most 15 days (LGPD, art. 19)"],
    ["sameDayVisit.callsBefore", "2pm", "sameDayVisit.callsBefore: expected the latest time of a call"],
    ["brands", [], "brands: expected at least one brand"],
    ["googleBusinessProfileUrl", "http://g.page/x", "googleBusinessProfileUrl"],
    [
      "googleCategories.additional",
      Array.from({ length: 10 }, (_, i) => `Categoria ${i}`),
      "googleCategories.additional: expected at most 9 additional categories (Google's limit)",
    ],
    ["machineLabels.prefix", "olv", "machineLabels.prefix: expected 2 to 5 capital letters, e.g. OLV"],
    ["machineLabels.print", { from: 31, through: 30 }, "machineLabels.print: expected from to be at most through"],
    [
      "closures",
      [{ reason: "Férias coletivas", from: "2026-12-21", through: "2026-12-27" }],
      "closures.0: expected at most 6 days in a row (Google's special hours); for a longer closure add longClosure: true",
    ],
    [
      "loyalty.levels",
      [
        { name: "Ouro", fromService: 10, discountPercent: 15 },
        { name: "Bronze", fromService: 3, discountPercent: 5 },
      ],
      "loyalty.levels: expected levels in order of the service they start at",
    ],
  ])("rejects a bad %s and names it", (path, value, message) => {
    expect(() => parseBusiness(withValue(path, value))).toThrow(message);
  });

  it("lists every bad field at once", () => {
    const bad = { ...withValue("cnpj", "00.000.000/0000-00"), email: "nope" };
    expect(() => parseBusiness(bad)).toThrow(/cnpj: .*\n.*email: /s);
  });

  it("accepts a landline and a local photo", () => {
    const landline = withValue("phone", { display: "(19) 3456-7890", e164: "+551934567890" });
    expect(parseBusiness(landline).phone.e164).toBe("+551934567890");
    expect(parseBusiness(withValue("images.hero.src", "/fotos/oficina.jpg")).images.hero.src).toBe(
      "/fotos/oficina.jpg",
    );
  });
});

describe("closures", () => {
  it("take six days in a row as holiday hours, and a longer one only marked as a long closure", () => {
    const closure = { reason: "Férias coletivas", from: "2026-12-21", through: "2026-12-26" };
    expect(() => parseBusiness(withValue("closures", [closure]))).not.toThrow();
    const long = { ...closure, through: "2027-01-10", longClosure: true };
    expect(parseBusiness(withValue("closures", [long])).closures[0]!.longClosure).toBe(true);
  });

  it("count their days across a month and a year", () => {
    expect(datesFrom("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(datesFrom("2027-02-08", "2027-02-08")).toEqual(["2027-02-08"]);
  });
});
