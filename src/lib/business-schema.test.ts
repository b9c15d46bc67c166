import { describe, expect, it } from "vitest";
import { business, factsInput } from "../config/business";
import { datesFrom, daysLabel, isValidCnpj, parseBusiness, partPrice } from "./business-schema";

// A deep copy of the facts as written in the data file, with one value changed at `path`.
function withValue(path: string, value: unknown) {
  const copy = structuredClone(factsInput) as Record<string, unknown>;
  const keys = path.split(".");
  const last = keys.pop()!;
  let target = copy;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

describe("partPrice", () => {
  // What Chromium's number field, in Portuguese, makes of the first three: 10000, 1.2 and 455.
  it.each([
    ["100,00", 100],
    ["1.200", 1200],
    ["45,5", 45.5],
    ["R$ 1.200,50", 1200.5],
    [80, 80],
  ])("reads %j as %d reais", (typed, reais) => {
    expect(partPrice.parse(typed)).toBe(reais);
  });

  it.each([
    ["words", "barato", "informe o preço da peça: digite só números"],
    ["a comma twice", "1,200,50", "informe o preço da peça: use uma vírgula só"],
    ["zero", 0, "informe o preço da peça acima de zero"],
    ["nothing", undefined, "informe o preço da peça em reais"],
  ])("refuses %s, saying why", (_, typed, message) => {
    expect(partPrice.safeParse(typed).error?.issues[0]?.message).toContain(message);
  });
});

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
    expect(parseBusiness(structuredClone(factsInput))).toEqual(business);
  });

  it("derives the phone's forms and the days' label from what the owner types", () => {
    expect(business.phone).toEqual({ display: "(19) 99876-5432", e164: "+5519998765432" });
    expect(parseBusiness(withValue("whatsapp", "(11) 91234-5678")).whatsapp).toBe("+5511912345678");
    expect(daysLabel(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])).toBe("Segunda a sexta");
    expect(daysLabel(["Saturday"])).toBe("Sábado");
    expect(daysLabel(["Sunday", "Saturday"])).toBe("Sábado e domingo");
    expect(daysLabel(["Monday", "Wednesday", "Friday"])).toBe("Segunda, quarta e sexta");
  });

  // Each rule's message and the field it names: the rule table (tests/fixtures/form-rules.ts, form-check.test.ts).

  it("lists every bad field at once", () => {
    const bad = { ...withValue("cnpj", "00.000.000/0000-00"), email: "nope" };
    expect(() => parseBusiness(bad)).toThrow(/cnpj: .*\n.*email: /s);
  });

  it("accepts a landline and a local photo", () => {
    const landline = withValue("phone", "(19) 3456-7890");
    expect(parseBusiness(landline).phone.e164).toBe("+551934567890");
    expect(parseBusiness(withValue("images.hero.src", "/fotos/oficina.jpg")).images.hero.src).toBe(
      "/fotos/oficina.jpg",
    );
  });
});

describe("closures", () => {
  it("are long (the profile marked closed for a while) from seven days in a row on, by their days alone", () => {
    const closure = { reason: "Férias coletivas", from: "2026-12-21", through: "2026-12-26" };
    expect(parseBusiness(withValue("closures", [closure])).closures[0]!.longClosure).toBe(false);
    const long = { ...closure, through: "2027-01-10" };
    expect(parseBusiness(withValue("closures", [long])).closures[0]!.longClosure).toBe(true);
  });

  it("count their days across a month and a year", () => {
    expect(datesFrom("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(datesFrom("2027-02-08", "2027-02-08")).toEqual(["2027-02-08"]);
  });
});
