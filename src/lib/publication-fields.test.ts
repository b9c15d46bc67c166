import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonSchemaOf } from "./schema-form";
import { businessSchema } from "./business-schema";
import { fieldLabel, fieldTitles, labelsByPath } from "./publication-fields";

const schema = z.object({
  cnpj: z.string().meta({ title: "CNPJ" }),
  prices: z
    .object({
      visit: z
        .array(
          z.object({ towns: z.array(z.string()).meta({ title: "Cidades" }), fee: z.number().meta({ title: "Valor" }) }),
        )
        .meta({ title: "Visita técnica" }),
    })
    .optional()
    .meta({ title: "Preços" }),
  closures: z.array(z.object({ from: z.string().meta({ title: "De" }) })).meta({ title: "Feriados" }),
});
const titles = fieldTitles(jsonSchemaOf(schema));

describe("the field a refusal names, in the forms' words", () => {
  it("lists every field's title by its path, list items as *", () => {
    expect(titles).toEqual({
      cnpj: "CNPJ",
      prices: "Preços",
      "prices.visit": "Visita técnica",
      "prices.visit.*.towns": "Cidades",
      "prices.visit.*.fee": "Valor",
      closures: "Feriados",
      "closures.*.from": "De",
    });
  });

  it("names a field, its groups and a list's item from 1", () => {
    expect(fieldLabel("cnpj", titles)).toBe("CNPJ");
    expect(fieldLabel("prices.visit.1.towns", titles)).toBe("Preços › Visita técnica, item 2 › Cidades");
    expect(fieldLabel("prices.visit.0.towns.3", titles)).toBe("Preços › Visita técnica, item 1 › Cidades, item 4");
    expect(fieldLabel("closures.0", titles)).toBe("Feriados, item 1");
  });

  it("names what it knows of a path, nothing for a path outside the forms", () => {
    expect(fieldLabel("prices.other", titles)).toBe("Preços");
    expect(fieldLabel("unknown.field", titles)).toBeUndefined();
    expect(fieldLabel("", titles)).toBeUndefined();
  });

  it("knows every field of the facts' forms, as they are titled", () => {
    const facts = fieldTitles(jsonSchemaOf(businessSchema));
    const properties = jsonSchemaOf(businessSchema).properties ?? {};
    for (const [name, property] of Object.entries(properties))
      expect(fieldLabel(name, facts), name).toBe(property.title);
    expect(fieldLabel("closures.0.through", facts)).toBe(
      `${facts["closures"]}, item 1 › ${facts["closures.*.through"]}`,
    );
  });
});

describe("a collection's labels", () => {
  it("are the labels of src/content/admin.ts by path, without their hints", () => {
    const labels = labelsByPath({ town: "Cidade", caption: ["Legenda", "O que foi feito"], "intro.*": "Parágrafo" });
    expect(labels).toEqual({ town: "Cidade", caption: "Legenda", "intro.*": "Parágrafo" });
    expect(fieldLabel("caption", labels)).toBe("Legenda");
    expect(fieldLabel("intro.1", labels)).toBeUndefined();
  });
});
