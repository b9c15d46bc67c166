import { describe, expect, it } from "vitest";
import { business, factsInput } from "../config/business";
import { datesFrom, daysLabel, isValidCnpj, parseBusiness } from "./business-schema";

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

  it.each([
    [
      "cnpj",
      "12.345.678/0001-00",
      "cnpj: informe o CNPJ no formato 00.000.000/0000-00, com os dígitos verificadores certos",
    ],
    ["phone", "19 99876 5432", "phone: informe o telefone com DDD, como (19) 98765-4321 ou (19) 3456-7890"],
    ["phone", "(19) 19876-5432", "phone: informe o telefone com DDD"],
    ["whatsapp", "+5519998765432", "whatsapp: informe o número do WhatsApp com DDD"],
    ["email", "contato@", "email: informe um e-mail, como contato@empresa.com.br"],
    ["email", undefined, "email: informe um e-mail"],
    ["legalName", "  ", "legalName: informe a razão social (o campo está vazio)"],
    ["legalName", undefined, "legalName: informe a razão social"],
    ["address.postalCode", "13465020", "address.postalCode: informe o CEP no formato 00000-000"],
    ["address.state", "MG", 'address.state: informe "SP"'],
    ["siteUrl", "http://example.com", "siteUrl: informe o endereço do site, começando com https://"],
    ["images.hero.src", "foto.jpg", "images.hero.src: informe um endereço https:// ou o caminho de uma foto do site"],
    ["images.hero.alt", "", "images.hero.alt: informe a descrição da foto para quem não enxerga"],
    ["dataRequestReplyDays", 30, "dataRequestReplyDays: informe o prazo de resposta em dias: no máximo 15"],
    ["sameDayVisit.callsBefore", "2pm", "sameDayVisit.callsBefore: informe a hora limite do chamado"],
    [
      "sameDayVisit.towns",
      ["Piracicaba"],
      "sameDayVisit.towns: use só cidades atendidas (Cidades atendidas); não estão lá: Piracicaba",
    ],
    ["googleBusinessProfileUrl", "http://g.page/x", "googleBusinessProfileUrl"],
    [
      "googleCategories.additional",
      Array.from({ length: 10 }, (_, i) => `Categoria ${i}`),
      "googleCategories.additional: o Google aceita no máximo 9 categorias adicionais",
    ],
    ["machineLabels.prefix", "olv", "machineLabels.prefix: use de 2 a 5 letras maiúsculas, como OLV"],
    [
      "machineLabels.print",
      { from: 31, through: 30 },
      "machineLabels.print: o primeiro número deve ser menor que o último",
    ],
    [
      "loyalty.priorityFrom",
      "Diamante",
      "loyalty.priorityFrom: escolha um dos níveis do programa (Bronze, Prata, Ouro)",
    ],
    [
      "closures",
      [{ reason: "Férias coletivas", from: "2026-12-21", through: "2026-12-27" }],
      'closures.0: um feriado fecha no máximo 6 dias seguidos (limite do Google); para mais, marque "Fechamento longo"',
    ],
    [
      "loyalty.levels",
      [
        { name: "Ouro", fromService: 10, discountPercent: 15 },
        { name: "Bronze", fromService: 3, discountPercent: 5 },
      ],
      "loyalty.levels: ponha os níveis em ordem",
    ],
  ])("rejects a bad %s and names it in Portuguese", (path, value, message) => {
    expect(() => parseBusiness(withValue(path, value))).toThrow(message);
  });

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
