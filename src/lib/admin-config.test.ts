import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { factsInput, SHIPPED_FACTS } from "../config/business";
import {
  DAY_PICKER,
  ENTRY_CHECK,
  adminConfig,
  asTheFormsWrite,
  factOptions,
  FAMILY_PICKERS,
  LEVEL_PICKERS,
  TOWN_PICKERS,
  type FactsForForms,
} from "./admin-config";
import {
  DATE_FIELD,
  SCHEMA_CHECKED_WIDGETS,
  fieldsOf,
  formGaps,
  jsonSchemaOf,
  type FormField,
  type JsonSchema,
} from "./schema-form";
import { factsForms } from "../content/admin";
import { businessSchema, partPrice, WEEK_DAYS } from "./business-schema";
import { FACTS_PARTS, partOf } from "./facts-files";
import { formFieldAt as fieldAt } from "../../tests/helpers/form-fields";

const facts = factsInput as unknown as FactsForForms & {
  areaServed: string[];
  loyalty: { levels: Array<{ name: string }> };
};
const factsSchema = jsonSchemaOf(businessSchema);

// Stand-ins for the collections' entry schemas (src/content.config.ts needs Astro's runtime; the build makes the
// real ones, and adminConfig stops it where their forms fall short): a list, a number, a photo, a relation, a
// price.
const machineSchema = jsonSchemaOf(
  z.object({
    name: z.string().trim().min(1),
    order: z.number().int().positive(),
    description: z.string().trim().min(110).max(160),
    intro: z.array(z.string().trim().min(1)).min(1).max(3),
    faults: z
      .array(z.object({ symptom: z.string().min(1), text: z.string().min(1) }))
      .min(4)
      .max(10),
    related: z.array(z.string()).min(1).max(4),
    photo: z.string().optional(),
    photoAlt: z.string().trim().min(1),
    parts: z
      .object({ items: z.array(z.object({ part: z.string().min(1), from: partPrice, through: partPrice })).min(1) })
      .optional(),
  }),
);
const workSchema = jsonSchemaOf(
  z.object({
    photo: z.string(),
    alt: z.string().min(1),
    caption: z.string().min(1),
    family: z.string(),
    town: z.string().min(1),
    date: z.coerce.date(),
  }),
);

const input = {
  factsSchema,
  machineSchema,
  workSchema,
  facts,
  families: [
    { value: "retas", label: "Retas" },
    { value: "overloques", label: "Overloques" },
  ],
  factsFolder: "src/data/empresa",
  machinesFolder: "src/content/machines",
  worksFolder: "src/content/works",
  backend: { repo: "dono/site", branch: "main" },
};
const config = adminConfig(input);
const factsFiles = config.collections[0].files;
/** Every facts form's fields, their checks of the whole entry left out. */
const factFields = factsFiles.flatMap((file) => file.fields.filter((field) => field.name !== ENTRY_CHECK));
/** The facts' fields as the schema gives them, before the form's own checked fields wrap them. */
const plainFields = fieldsOf(factsSchema, "", { overrides: { ...factOptions(facts), ...DAY_PICKER } });

describe("the configuration of the owner's forms", () => {
  it("is valid for Sveltia CMS (its package's JSON Schema of the configuration, draft-07)", () => {
    const schema = JSON.parse(readFileSync("node_modules/@sveltia/cms/schema/sveltia-cms.json", "utf8"));
    // The schema's formats "regex" and "uri" describe strings Sveltia reads; no check of ours.
    const ajv = new Ajv({ allErrors: true, strict: false, formats: { regex: true, uri: true } });
    const validate = ajv.compile(schema);
    validate(JSON.parse(JSON.stringify(config)));
    expect(validate.errors ?? []).toEqual([]);
    // The validator does reject what Sveltia would: a number's type it does not know.
    const broken = structuredClone(config);
    (fieldAt(broken.collections[1].fields, "order") as { value_type: string }).value_type = "integer";
    expect(validate(JSON.parse(JSON.stringify(broken)))).toBe(false);
  });

  it("has a form field for every field of the facts, checking at least what the schema checks", () => {
    expect(formGaps(factsSchema, factFields)).toEqual([]);
  });

  it("has one form per facts file, each under a check of the whole entry naming other files' fields by their form", () => {
    expect(factsFiles.map((file) => [file.name, file.label, file.file])).toEqual(
      FACTS_PARTS.map(({ name }) => [name, factsForms[name].label, `src/data/empresa/${name}.yaml`]),
    );
    for (const file of factsFiles) {
      const [check, ...fields] = file.fields;
      expect(check).toMatchObject({ name: ENTRY_CHECK, widget: "conferencia", required: false, part: file.name });
      expect(fields.map((field) => partOf(field.name))).toEqual(fields.map(() => file.name));
    }
    const prices = factsFiles.find((file) => file.name === "precos")!.fields[0]!;
    expect(prices.labels).toMatchObject({
      "prices.visit.*.fee": "Valor da visita (R$)",
      cnpj: "Técnico e empresa › CNPJ",
      areaServed: "Cidades e atendimento › Cidades atendidas",
    });
  });

  it("checks every field of the facts by the schema in the form", () => {
    const fields = factFields;
    const leaves = (fields: readonly FormField[], path = ""): Array<[string, FormField]> =>
      fields.flatMap((field) => {
        const at = path ? `${path}.${field.name}` : field.name;
        if (field.fields) return leaves(field.fields, field.widget === "list" ? `${at}.*` : at);
        if (field.field) return [[`${at}.*`, field.field] as [string, FormField]];
        return [[at, field] as [string, FormField]];
      });
    const unchecked = leaves(fields).filter(
      ([path, field]) => !SCHEMA_CHECKED_WIDGETS.includes(field.widget as never) || field.schema_path !== path,
    );
    expect(unchecked.map(([path]) => path)).toEqual([]);
    expect(fieldAt(factFields, "cnpj")).toMatchObject({ widget: "verificado", base_widget: "string" });
    expect(fieldAt(factFields, "whatsapp")).toMatchObject({ widget: "telefone", schema_path: "whatsapp" });
    expect(fieldAt(factFields, "prices.visit.*.fee")).toMatchObject({ widget: "dinheiro" });
    expect(fieldAt(factFields, "logistics.pickup.fee")).toMatchObject({ widget: "dinheiro", free: true });
    // A whole number is typed into a text field of ours, which refuses "7,5" (a number field would save 75).
    expect(fieldAt(factFields, "guaranteeDays")).toMatchObject({ widget: "inteiro", schema_path: "guaranteeDays" });
    expect(fieldAt(factFields, "geo.latitude")).toMatchObject({ widget: "verificado", base_widget: "number" });
    // Every amount in reais is typed as money: a number field would read "150,00" as 15000.
    const amounts = leaves(fields).filter(([, field]) => field.label.includes("(R$)"));
    expect(amounts.length).toBeGreaterThan(5);
    expect(amounts.filter(([, field]) => field.widget !== "dinheiro").map(([path]) => path)).toEqual([]);
    expect(fieldAt(factFields, "sameDayVisit.towns")).toMatchObject({
      widget: "verificado",
      base_widget: "select",
      options_from: "areaServed.*",
    });
  });

  it("labels and hints each field with its schema's title and description", () => {
    expect(fieldAt(factFields, "legalName")).toMatchObject({ label: "Razão social", hint: "Como está no CNPJ" });
    expect(fieldAt(factFields, "address.postalCode").label).toBe("CEP");
  });

  it("carries patterns with the schema's own message, ranges, integers, choices and optional fields", () => {
    const factFields = plainFields;
    expect(fieldAt(factFields, "address.postalCode").pattern).toEqual([
      "^\\d{5}-\\d{3}$",
      "Informe o CEP no formato 00000-000",
    ]);
    expect(fieldAt(factFields, "dataRequestReplyDays")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      max: 15,
    });
    expect(fieldAt(factFields, "geo.latitude")).toMatchObject({ value_type: "float", min: -34, max: 6 });
    expect(fieldAt(factFields, "openingHours.*.dayOfWeek")).toMatchObject({ widget: "select", multiple: true, min: 1 });
    expect(fieldAt(factFields, "issuesInvoice").widget).toBe("boolean");
    expect(fieldAt(factFields, "prices").required).toBe(false);
    expect(fieldAt(factFields, "googleReviewUrl")).toMatchObject({
      required: false,
      pattern: ["^https://\\S+$", expect.stringMatching(/^Informe/)],
    });
    expect(fieldAt(factFields, "brandName").required).toBeUndefined();
    expect(config.output).toEqual({ omit_empty_optional_fields: true, yaml: { quote: "double" } });
  });

  it("writes the facts files as they are shipped: a save changes only the lines it edits", () => {
    expect(config.output.yaml.quote).toBe("double");
    for (const { name } of FACTS_PARTS) {
      const shipped = readFileSync(`${SHIPPED_FACTS}/${name}.yaml`, "utf8");
      expect(shipped, name).toBe(asTheFormsWrite(parse(shipped), factFields));
    }
  });

  it("offers the towns served in the town pickers and the programme's levels in the level pickers", () => {
    const factFields = plainFields;
    for (const path of TOWN_PICKERS.map((p) => p.replace(/\.\*$/, "")))
      expect(fieldAt(factFields, path), path).toMatchObject({
        widget: "select",
        multiple: true,
        options: facts.areaServed,
      });
    const levels = facts.loyalty.levels.map((level) => level.name);
    for (const path of LEVEL_PICKERS)
      expect(fieldAt(factFields, path), path).toMatchObject({ widget: "select", options: levels });
    expect(Object.keys(factOptions(facts))).toEqual([
      ...TOWN_PICKERS,
      ...TOWN_PICKERS.map((path) => path.replace(/\.\*$/, "")),
      ...LEVEL_PICKERS,
    ]);
  });

  it("offers the site's machine families where the facts name one: a select, never free text", () => {
    for (const path of FAMILY_PICKERS)
      expect(fieldAt(factFields, path), path).toMatchObject({
        widget: "verificado",
        base_widget: "select",
        options: input.families,
        schema_path: path,
      });
  });

  it("offers the week's days in Portuguese, storing the names the schema (and Google) reads", () => {
    const days = fieldAt(plainFields, "openingHours.*.dayOfWeek");
    expect(days).toMatchObject({ widget: "select", multiple: true });
    expect(days.options?.[0]).toEqual({ label: "Segunda", value: "Monday" });
    expect(days.options?.map((option) => (typeof option === "string" ? option : option.value))).toEqual(
      Object.keys(WEEK_DAYS),
    );
  });

  it("saves the facts file, and photos beside their entries, shrunk to WebP in the browser", () => {
    expect(config.collections.map((collection) => collection.label)).toEqual([
      "Dados da empresa",
      "Tipos de máquina",
      "Trabalhos realizados",
    ]);
    expect(factsFiles.map((file) => file.file)).toContain("src/data/empresa/precos.yaml");
    const works = config.collections[2];
    expect(works).toMatchObject({
      folder: "src/content/works",
      extension: "yaml",
      media_folder: "",
      public_folder: "./",
    });
    expect(fieldAt(works.fields, "photo").widget).toBe("image");
    expect(works.sortable_fields.default).toEqual({ field: "date", direction: "descending" });
    expect(fieldAt(works.fields, "town")).toMatchObject({
      widget: "escolha-salva",
      options: facts.areaServed,
      options_saved: "areaServed.*",
    });
    expect(fieldAt(works.fields, "family")).toEqual(
      expect.objectContaining({ widget: "select", options: input.families }),
    );
    expect(fieldAt(works.fields, "family").multiple).toBeUndefined();
    // Days are picked on the phone's calendar, stored as the schema reads them.
    expect(fieldAt(works.fields, "date")).toMatchObject(DATE_FIELD);
    expect(fieldAt(plainFields, "closures.*.from")).toMatchObject(DATE_FIELD);
    expect(fieldAt(factFields, "closures.*.from")).toMatchObject({ base_widget: "datetime", format: "YYYY-MM-DD" });
    // A part's price is typed as money, as the facts' prices: a number field would read "100,00" as 10000.
    expect(fieldAt(config.collections[1].fields, "parts.items.*.from")).toMatchObject({ widget: "dinheiro" });
    expect(fieldAt(config.collections[1].fields, "related")).toMatchObject({
      widget: "relation",
      collection: "maquinas",
      min: 1,
      max: 4,
    });
    expect(config.media_libraries.default.config.transformations.raster_image).toMatchObject({
      format: "webp",
      width: 2000,
    });
  });

  it("stops the configuration where a collection's field has no label in the owner's words", () => {
    const unlabelled: JsonSchema = {
      ...workSchema,
      properties: { ...workSchema.properties, rating: { type: "integer", minimum: 1, maximum: 5 } },
    };
    expect(() => adminConfig({ ...input, workSchema: unlabelled })).toThrow("the field rating has no label");
  });
});
