// The configuration of the owner's forms at /admin (Sveltia CMS), built from the schemas instead of written by
// hand: every field of the facts' zod schema (as JSON Schema, io "input": what the owner writes) becomes a form
// field with its label and hint, and with every rule a form field can carry (required, pattern, min, max,
// options), so the form refuses what the build would refuse. Rules that compare fields stay in the schema
// (docs/owner-forms.md, "The schema runs in the form"). `formGaps` lists a schema field the form lacks or checks more
// loosely: the unit test keeps it empty. Pure: the endpoint src/pages/admin/config.yml.ts gives it the schemas,
// the facts and the repository.

import { stringify } from "yaml";
import { z } from "zod";
import {
  adminCollections,
  adminCommitMessages,
  adminEntryCheck,
  factsForms,
  adminPage,
  machineLabels,
  patternMessage,
  workLabels,
} from "../content/admin";
import { publicationPage } from "../content/publication";
import { WEEK_DAYS } from "./business-schema";
import { FACTS_PARTS, partFile, partOf, type FactsPart } from "./facts-files";
import { upperFirst } from "./format";

/** The part of JSON Schema that zod's z.toJSONSchema writes for the facts and the collections. */
export interface JsonSchema {
  /** The schema's own message for a pattern or a format (jsonSchemaOf): what the form says when it fails. */
  "x-message"?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  /** The form field the schema asks for (a money or phone field: "dinheiro", "telefone"). */
  "x-widget"?: "dinheiro" | "telefone";
  /** A money field that may be free: the form offers "Grátis". */
  "x-free"?: boolean;
}

/** A Sveltia CMS field, as far as this module writes it. */
export interface FormField {
  name: string;
  label: string;
  widget:
    | "string"
    | "text"
    | "number"
    | "boolean"
    | "select"
    | "list"
    | "object"
    | "image"
    | "relation"
    | "datetime"
    | "escolha-salva"
    | SchemaCheckedWidget;
  /** A field the schema checks in the form ("verificado"): the built-in field it shows. */
  base_widget?: ReusableWidget;
  /** Where the field sits in the schema ("prices.visit.*.fee"): the schema's message for that path shows on it. */
  schema_path?: string;
  /** A picker whose options are the entry's own values at that path ("areaServed.*"), as they are now. */
  options_from?: string;
  /** A money field that may be free ("Grátis"). */
  free?: boolean;
  /** The form's labels by schema path, for the check of the whole entry ("conferencia"). */
  labels?: Record<string, string>;
  /** The facts file a field of the facts belongs to (src/lib/facts-files.ts): its form checks the others' saved content. */
  part?: FactsPart;
  /** A picker whose options are the saved facts' values at that path ("areaServed.*"), as saved now. */
  options_saved?: string;
  /** A datetime field's input: "date", the phone's own calendar. */
  type?: "date";
  /** A datetime field's stored form, in Day.js tokens. */
  format?: string;
  hint?: string;
  required?: false;
  default?: unknown;
  pattern?: [string, string];
  minlength?: number;
  maxlength?: number;
  value_type?: "int" | "float";
  step?: number;
  min?: number;
  max?: number;
  options?: Array<string | { label: string; value: string }>;
  multiple?: boolean;
  field?: FormField;
  fields?: FormField[];
  collection?: string;
  value_field?: string;
  display_fields?: string[];
  search_fields?: string[];
  accept?: string;
  media_folder?: string;
  public_folder?: string;
  summary?: string;
}

/**
 * How a field's form differs from its JSON Schema, by its dotted path ("loyalty.levels.*.name"; "*" for the items
 * of a list): options taken from the facts (towns served, loyalty levels), a photo, a relation to a collection.
 */
export type FieldOverride = Partial<FormField>;

interface BuildOptions {
  /** Labels of fields whose schema has no title (the content collections' schemas carry none), by path. */
  labels?: Record<string, string | [label: string, hint: string]>;
  overrides?: Record<string, FieldOverride>;
}

/**
 * A zod schema as JSON Schema of what the owner writes (io "input": before transforms and defaults), each pattern
 * or format with the schema's own message for it ("x-message"), which the form shows as its error.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as { error?: (issue: object) => unknown; checks?: unknown[] };
      const messageOf = (error: unknown) => {
        const text = typeof error === "function" ? (error as (issue: object) => unknown)({}) : undefined;
        return typeof text === "string" ? text : undefined;
      };
      // A format of its own (z.email, z.url): the schema's error; a .regex check: that check's message.
      let message = (jsonSchema as JsonSchema).format ? messageOf(def.error) : undefined;
      for (const check of def.checks ?? []) {
        const checkDef = (check as { _zod?: { def?: { format?: string; error?: unknown } } })._zod?.def;
        if (checkDef?.format === "regex") message = messageOf(checkDef.error) ?? message;
      }
      if (message) (jsonSchema as JsonSchema)["x-message"] = upperFirst(message);
    },
  }) as JsonSchema;
}

/**
 * The form fields whose value the facts' schema checks in the form itself, before a save (src/components/admin/):
 * a built-in field wrapped ("verificado"), a money field, a whole number's field, a phone field, and the check of
 * the whole entry at the top of the form ("conferencia"), which names every problem, also of fields not yet drawn.
 */
export const SCHEMA_CHECKED_WIDGETS = ["verificado", "dinheiro", "inteiro", "telefone", "conferencia"] as const;
export type SchemaCheckedWidget = (typeof SCHEMA_CHECKED_WIDGETS)[number];
/** The built-in fields Sveltia CMS lets a custom field show (CMS.getFieldType). */
export const REUSABLE_WIDGETS = ["string", "text", "number", "select", "boolean", "datetime"] as const;
type ReusableWidget = (typeof REUSABLE_WIDGETS)[number];
const isSchemaChecked = (field: FormField) => (SCHEMA_CHECKED_WIDGETS as readonly string[]).includes(field.widget);

/** A day, picked on a calendar and stored as the schema writes it (2026-12-24). */
export const DATE_FIELD = { widget: "datetime", type: "date", format: "YYYY-MM-DD" } as const satisfies FieldOverride;

/** A path with list items as "*", the form of the keys of `labels` and `overrides`. */
const joinPath = (path: string, name: string) => (path ? `${path}.${name}` : name);

/** A URL's pattern: the schema's URLs are https only (zod writes format "uri", which the form cannot check). */
const HTTPS_PATTERN = "^https://\\S+$";

function labelOf(schema: JsonSchema, path: string, options: BuildOptions): [string, string | undefined] {
  const given = options.labels?.[path];
  if (given !== undefined) return typeof given === "string" ? [given, schema.description] : given;
  if (!schema.title) throw new Error(`admin-config: the field ${path} has no label (give its schema a .meta title)`);
  return [schema.title, schema.description];
}

/** A string's rules. */
function stringRules(schema: JsonSchema, label: string, hint: string | undefined): Partial<FormField> {
  const pattern = schema.pattern ?? (schema.format === "uri" ? HTTPS_PATTERN : undefined);
  return {
    ...(pattern !== undefined && { pattern: [pattern, schema["x-message"] ?? patternMessage(label, hint)] }),
    ...(schema.minLength !== undefined && schema.minLength > 1 && { minlength: schema.minLength }),
    ...(schema.maxLength !== undefined && { maxlength: schema.maxLength }),
  };
}

/** A number's rules: int or float, its range, and a step of its multipleOf (centavos, coordinates). */
function numberRules(schema: JsonSchema): Partial<FormField> {
  const integer = schema.type === "integer";
  // zod writes the safe-integer bounds for every int; they are no rule of the owner's.
  const bound = (value: number | undefined) =>
    value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
  const min = bound(schema.minimum ?? schema.exclusiveMinimum);
  const max = bound(schema.maximum);
  return {
    value_type: integer ? "int" : "float",
    ...(min !== undefined && { min }),
    ...(max !== undefined && { max }),
    ...(!integer && schema.multipleOf !== undefined && { step: schema.multipleOf }),
  };
}

/** One form field from the JSON Schema of a field. */
export function fieldOf(
  name: string,
  schema: JsonSchema,
  required: boolean,
  path: string,
  options: BuildOptions = {},
): FormField {
  const [label, hint] = labelOf(schema, path, options);
  const base: FormField = {
    name,
    label,
    widget: "string",
    ...(hint !== undefined && { hint }),
    ...(!required && { required: false as const }),
    ...(schema.default !== undefined && !(Array.isArray(schema.default) && schema.default.length === 0)
      ? { default: schema.default }
      : {}),
  };
  const override = options.overrides?.[path];
  // A photo, a relation or a date is its own kind of field, whatever JSON Schema says of the value it stores.
  // So is a choice of the build's own values (a job's machine family: a reference, of no JSON Schema type).
  const ownChoice = override?.widget === "select" && schema.type === undefined;
  if (override?.widget === "image" || override?.widget === "relation" || override?.widget === "datetime" || ownChoice)
    return {
      ...base,
      ...(schema.minItems !== undefined && { min: schema.minItems }),
      ...(schema.maxItems !== undefined && { max: schema.maxItems }),
      ...override,
    };
  const field = ((): FormField => {
    // Money and phones are typed as people write them, and read by a field of their own.
    if (schema["x-widget"])
      return { ...base, widget: schema["x-widget"], schema_path: path, ...(schema["x-free"] && { free: true }) };
    if (schema.enum || schema.const !== undefined) {
      const values = (schema.enum ?? [schema.const]).map(String);
      return { ...base, widget: "select", options: values };
    }
    switch (schema.type) {
      case "string":
        // A day is picked on the phone's calendar, which can only give a real day in the schema's form.
        if (schema.format === "date") return { ...base, ...DATE_FIELD };
        return { ...base, ...stringRules(schema, label, hint) };
      case "integer":
      case "number":
        return { ...base, widget: "number", ...numberRules(schema) };
      case "boolean":
        return { ...base, widget: "boolean", ...(required && base.default === undefined && { default: false }) };
      case "object":
        return { ...base, widget: "object", fields: fieldsOf(schema, path, options) };
      case "array":
        return listOf(base, schema, path, options);
      default:
        throw new Error(`admin-config: no form field for ${path} (JSON Schema type ${JSON.stringify(schema.type)})`);
    }
  })();
  return override ? { ...field, ...override } : field;
}

/** A list: of choices (a select of several), of single values, or of objects. */
function listOf(base: FormField, schema: JsonSchema, path: string, options: BuildOptions): FormField {
  const items = schema.items ?? {};
  const itemPath = `${path}.*`;
  const bounds = {
    ...(schema.minItems !== undefined && { min: schema.minItems }),
    ...(schema.maxItems !== undefined && { max: schema.maxItems }),
  };
  // A list of choices, or of values whose options the facts give (towns, levels), is one select of several.
  const itemOverride = options.overrides?.[itemPath];
  if (items.enum || itemOverride?.options) {
    const values = itemOverride?.options ?? (items.enum ?? []).map(String);
    return { ...base, widget: "select", multiple: true, options: values, ...bounds };
  }
  if (items.type === "object") {
    const fields = fieldsOf(items, itemPath, options);
    return {
      ...base,
      widget: "list",
      fields,
      ...(fields[0] && { summary: `{{fields.${fields[0].name}}}` }),
      ...bounds,
    };
  }
  const item = fieldOf("item", { title: base.label, ...items }, true, itemPath, options);
  const { hint: _hint, ...field } = item;
  return { ...base, widget: "list", field, ...bounds };
}

/** The form fields of an object's JSON Schema, in its order. */
export function fieldsOf(schema: JsonSchema, path = "", options: BuildOptions = {}): FormField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name), joinPath(path, name), options),
  );
}

/**
 * Where the form checks a field of the schema less than the schema does: a field with no form field, a
 * required field the form leaves optional, a pattern, minimum, maximum or list bound the form lacks or widens,
 * an integer the form takes with decimals. Empty when the form carries every rule a field can carry.
 */
export function formGaps(schema: JsonSchema, fields: FormField[], path = ""): string[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const at = joinPath(path, name);
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) return [`${at}: no form field`];
    return fieldGaps(property, field, required.has(name), at);
  });
}

function fieldGaps(schema: JsonSchema, field: FormField, required: boolean, at: string): string[] {
  const gaps: string[] = [];
  const optional = field.required === false;
  if (required && optional) gaps.push(`${at}: required in the schema, optional in the form`);
  // The schema itself checks this field in the form: every rule it has, its own message.
  if (isSchemaChecked(field))
    return field.schema_path === at ? gaps : [...gaps, `${at}: checked at ${field.schema_path}`];
  if ((schema.minLength ?? 0) >= 1 && optional && required) gaps.push(`${at}: may be empty in the form`);
  if (schema.minLength !== undefined && schema.minLength > 1 && (field.minlength ?? 0) < schema.minLength)
    gaps.push(`${at}: minLength ${schema.minLength}, the form's ${field.minlength ?? "none"}`);
  if (schema.maxLength !== undefined && (field.maxlength ?? Infinity) > schema.maxLength)
    gaps.push(`${at}: maxLength ${schema.maxLength}, the form's ${field.maxlength ?? "none"}`);
  const datePicker = schema.format === "date" && field.widget === "datetime" && field.format === DATE_FIELD.format;
  if (schema.pattern !== undefined && field.pattern?.[0] !== schema.pattern && !field.options && !datePicker)
    gaps.push(`${at}: pattern ${schema.pattern}, the form's ${field.pattern?.[0] ?? "none"}`);
  const min = schema.minimum ?? schema.exclusiveMinimum;
  if (min !== undefined && Math.abs(min) < Number.MAX_SAFE_INTEGER && (field.min ?? -Infinity) < min)
    gaps.push(`${at}: minimum ${min}, the form's ${field.min ?? "none"}`);
  if (schema.maximum !== undefined && Math.abs(schema.maximum) < Number.MAX_SAFE_INTEGER) {
    if ((field.max ?? Infinity) > schema.maximum)
      gaps.push(`${at}: maximum ${schema.maximum}, the form's ${field.max ?? "none"}`);
  }
  if (schema.type === "integer" && field.value_type !== "int") gaps.push(`${at}: an integer, the form takes decimals`);
  if (schema.enum && !(field.options ?? []).every((option) => schema.enum!.includes(optionValue(option))))
    gaps.push(`${at}: the form offers a value outside ${JSON.stringify(schema.enum)}`);
  if (schema.type === "array") {
    if (schema.minItems !== undefined && (field.min ?? 0) < schema.minItems)
      gaps.push(`${at}: at least ${schema.minItems} items, the form's ${field.min ?? "none"}`);
    if (schema.maxItems !== undefined && (field.max ?? Infinity) > schema.maxItems)
      gaps.push(`${at}: at most ${schema.maxItems} items, the form's ${field.max ?? "none"}`);
    const items = schema.items ?? {};
    if (items.type === "object") gaps.push(...formGaps(items, field.fields ?? [], `${at}.*`));
    else if (field.field) gaps.push(...fieldGaps(items, field.field, true, `${at}.*`));
    else if (!field.options && field.widget !== "relation") gaps.push(`${at}.*: no form field for the items`);
  }
  if (schema.type === "object") gaps.push(...formGaps(schema, field.fields ?? [], at));
  return gaps;
}

const optionValue = (option: string | { value: string }) => (typeof option === "string" ? option : option.value);

/** The facts as written, as far as the options of the forms need them. */
export interface FactsForForms {
  brandName?: unknown;
  areaServed?: unknown;
  loyalty?: { levels?: unknown };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/**
 * The paths of the facts' fields whose options are the facts' own: the towns served and the loyalty levels.
 * The schema checks them when the site builds and in the form; the form offers them as the entry has them now
 * (options_from: a town just added is offered at once), and as the build saw them until the entry is drawn.
 */
export const TOWN_PICKERS = [
  "sameDayVisit.towns.*",
  "prices.visit.*.towns.*",
  "prices.emergency.towns.*",
  "logistics.pickup.towns.*",
];
export const LEVEL_PICKERS = ["loyalty.priorityFrom", "loyalty.freeDiagnosisFrom", "loyalty.partsDiscount.from"];

export function factOptions(facts: FactsForForms): Record<string, FieldOverride> {
  const towns = strings(facts.areaServed);
  const levels = Array.isArray(facts.loyalty?.levels)
    ? strings(facts.loyalty.levels.map((level: unknown) => (level as { name?: unknown } | null)?.name))
    : [];
  return {
    ...Object.fromEntries(TOWN_PICKERS.map((path) => [path, { options: towns }])),
    ...Object.fromEntries(TOWN_PICKERS.map((path) => [path.replace(/\.\*$/, ""), { options_from: "areaServed.*" }])),
    ...Object.fromEntries(
      LEVEL_PICKERS.map((path) => [
        path,
        { widget: "select" as const, options: levels, options_from: "loyalty.levels.*.name" },
      ]),
    ),
  };
}

/** The facts' fields that name a machine family (its file's name, its page's address): the labour ranges. */
export const FAMILY_PICKERS = ["prices.labour.byMachine.*.family"];

/**
 * A family is chosen among the site's (a select, as a job photo's family): the form never writes a family the site
 * lacks. The build checks the saved facts against the families too (familyReferenceProblems), as a family may be
 * renamed or removed in its own form after the facts name it.
 */
export const familyOptions = (families: AdminConfigInput["families"]): Record<string, FieldOverride> =>
  Object.fromEntries(FAMILY_PICKERS.map((path) => [path, { widget: "select" as const, options: families }]));

/**
 * The facts' fields checked by the schema in the form: each built-in field the CMS lets a custom field show is
 * wrapped ("verificado") and told its schema path, and so are the money and phone fields.
 */
export function checkedBySchema(fields: readonly FormField[], path = ""): FormField[] {
  const check = (field: FormField, at: string): FormField => {
    if (field.widget === "object") return { ...field, fields: checkedBySchema(field.fields ?? [], at) };
    if (field.widget === "list" && field.fields) return { ...field, fields: checkedBySchema(field.fields, `${at}.*`) };
    if (field.widget === "list" && field.field) return { ...field, field: check(field.field, `${at}.*`) };
    if (isSchemaChecked(field)) return { ...field, schema_path: at };
    // A whole number is typed into a text field of ours: a browser's number field reads "7,5" as 75.
    if (field.widget === "number" && field.value_type === "int")
      return { ...field, widget: "inteiro", schema_path: at };
    if ((REUSABLE_WIDGETS as readonly string[]).includes(field.widget))
      return { ...field, widget: "verificado", base_widget: field.widget as ReusableWidget, schema_path: at };
    return field;
  };
  return fields.map((field) => check(field, joinPath(path, field.name)));
}

/** Each field's label by its schema path ("prices.visit.*.fee": "Valor da visita (R$)"), lists' items left out. */
export function labelsByPath(fields: readonly FormField[], path = ""): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const at = joinPath(path, field.name);
      const inner = field.fields
        ? labelsByPath(field.fields, field.widget === "list" ? `${at}.*` : at)
        : field.field?.fields
          ? labelsByPath(field.field.fields, `${at}.*`)
          : {};
      return [[at, field.label], ...Object.entries(inner)];
    }),
  );
}

/** The days are stored as schema.org names them (for Google); the owner picks them in Portuguese. */
export const DAY_PICKER: Record<string, FieldOverride> = {
  "openingHours.*.dayOfWeek.*": {
    options: Object.entries(WEEK_DAYS).map(([value, label]) => ({ label: upperFirst(label), value })),
  },
};

/** Largest photo the form takes (bytes): the build resizes any photo, this keeps a push to GitHub small. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** A photo is shrunk in the browser to at most this many pixels wide and high, as WebP. */
export const MAX_PHOTO_PIXELS = 2000;

/** The photo of an entry, saved beside its YAML file, as the collections' image() expects ("./foto.webp"). */
const PHOTO_FIELD: FieldOverride = {
  widget: "image",
  accept: "image/jpeg,image/png,image/webp,image/heic,image/avif",
  media_folder: "",
  public_folder: "./",
};

export interface AdminConfigInput {
  /** JSON Schema (io "input") of the facts, and of the two collections' entries. */
  factsSchema: JsonSchema;
  machineSchema: JsonSchema;
  workSchema: JsonSchema;
  /** The facts as written: the options of the town and level pickers, the title. */
  facts: FactsForForms;
  /** The machine families a job's photo is filed under: each one's file name (its page) and name. */
  families: Array<{ value: string; label: string }>;
  /** The facts' folder, relative to the repository (the file collection saves one file of it per form). */
  factsFolder: string;
  /** The machine families' and the job photos' folders, relative to the repository. */
  machinesFolder: string;
  worksFolder: string;
  /** GitHub "owner/name", the branch the site builds from, and the sign-in worker's address if there is one. */
  backend: { repo: string; branch: string; authUrl?: string | undefined };
}

/**
 * Sveltia CMS's configuration (what /admin/config.yml holds). Throws where a form would check a field less than
 * its schema (formGaps): the build stops rather than publish a form that lets a wrong value through.
 */
export function adminConfig(input: AdminConfigInput) {
  const config = buildConfig(input);
  const [facts, machines, works] = config.collections;
  const gaps = [
    ...formGaps(
      input.factsSchema,
      facts.files.flatMap((file) => file.fields),
    ),
    ...formGaps(input.machineSchema, machines.fields).map((gap) => `machines: ${gap}`),
    ...formGaps(input.workSchema, works.fields).map((gap) => `works: ${gap}`),
  ];
  if (gaps.length) throw new Error(`admin-config: the forms check less than the schemas:\n  ${gaps.join("\n  ")}`);
  return config;
}

function buildConfig(input: AdminConfigInput) {
  const brand = typeof input.facts.brandName === "string" ? input.facts.brandName : "Site";
  const towns = strings(input.facts.areaServed);
  return {
    backend: {
      name: "github",
      repo: input.backend.repo,
      branch: input.backend.branch,
      ...(input.backend.authUrl && { base_url: input.backend.authUrl }),
      // Each save is a commit the owner can read in the history.
      commit_messages: adminCommitMessages,
    },
    app_title: adminPage.title(brand),
    // The sign-in screen shows the business's mark above app_title (the touch icon, drawn by the build), not the CMS's.
    logo: { src: "/apple-touch-icon.png" },
    // Files of the site itself (public/fotos/), for a hero photo of the owner's.
    media_folder: "public/fotos",
    public_folder: "/fotos",
    media_libraries: {
      default: {
        config: {
          max_file_size: MAX_PHOTO_BYTES,
          // A phone's photo (JPEG, HEIC, PNG…) leaves the browser as WebP, at most 2000 px each way.
          transformations: {
            raster_image: { format: "webp", quality: 85, width: MAX_PHOTO_PIXELS, height: MAX_PHOTO_PIXELS },
          },
        },
      },
    },
    // A new machine family's file name is its page's address: plain letters (máquinas → maquinas).
    slug: { clean_accents: true },
    output: {
      // An optional field left empty is left out of the file, as the schema wants it (never "").
      omit_empty_optional_fields: true,
      // Every string in double quotes: Prettier (npm run check) accepts what the forms write, and the shipped
      // src/data/empresa/ is kept in this form, so a save changes only the lines it edits. Sveltia's
      // default quotes only where YAML needs it, with single quotes, which Prettier rewrites as double.
      yaml: { quote: "double" },
    },
    show_preview_links: false,
    collections: [
      {
        name: FACTS_COLLECTION,
        label: adminCollections.facts.label,
        description: `${adminCollections.facts.description}. ${publicationPage.formsLink}`,
        files: FACTS_PARTS.map(({ name }) => ({
          name,
          label: factsForms[name].label,
          file: `${input.factsFolder}/${partFile(name)}`,
          format: factsFormat(name),
          fields: factsFields(input, name),
        })),
      },
      {
        name: "maquinas",
        label: adminCollections.machines.label,
        label_singular: adminCollections.machines.singular,
        description: adminCollections.machines.description,
        folder: input.machinesFolder,
        extension: "yaml",
        format: "yaml",
        create: true,
        identifier_field: "name",
        slug: "{{name}}",
        media_folder: "",
        public_folder: "./",
        sortable_fields: ["order", "name"],
        fields: fieldsOf(input.machineSchema, "", {
          labels: machineLabels,
          overrides: {
            related: relationTo("maquinas"),
            photo: PHOTO_FIELD,
            summary: { widget: "text" },
            "intro.*": { widget: "text" },
            "faults.*.text": { widget: "text" },
          },
        }),
      },
      {
        name: "trabalhos",
        label: adminCollections.works.label,
        label_singular: adminCollections.works.singular,
        description: adminCollections.works.description,
        folder: input.worksFolder,
        extension: "yaml",
        format: WORKS_FORMAT,
        create: true,
        identifier_field: "caption",
        slug: "{{caption}}",
        // Newest first, as the site shows them.
        sortable_fields: { fields: ["date", "caption"], default: { field: "date", direction: "descending" } },
        media_folder: "",
        public_folder: "./",
        fields: fieldsOf(input.workSchema, "", {
          labels: workLabels,
          overrides: {
            photo: PHOTO_FIELD,
            // The towns saved now in "Cidades e atendimento"; the build's until the forms have read them.
            town: { widget: "escolha-salva", options: towns, options_saved: "areaServed.*" },
            // Chosen among the families (a select, as the towns): a job's form never creates a family's page.
            family: { widget: "select", options: input.families },
            // The collection reads a date (YAML's 2026-11-18): JSON Schema cannot say so.
            date: DATE_FIELD,
          },
        }),
      },
    ] as const,
  };
}

/**
 * The form of one facts file: the check of the whole entry first, then the file's fields, each checked by the
 * schema. The check names a problem of another file's field (a town a price still names, removed here) after that
 * file's form.
 */
function factsFields(input: AdminConfigInput, part: FactsPart): FormField[] {
  const all = checkedBySchema(
    fieldsOf(input.factsSchema, "", {
      overrides: { ...factOptions(input.facts), ...familyOptions(input.families), ...DAY_PICKER },
    }),
  );
  const labels = Object.fromEntries(
    Object.entries(labelsByPath(all)).map(([path, label]) => {
      const owner = partOf(path.split(".")[0]!) ?? part;
      return [path, owner === part ? label : `${factsForms[owner].label} › ${label}`];
    }),
  );
  const entryCheck: FormField = {
    name: ENTRY_CHECK,
    label: adminEntryCheck.label,
    hint: adminEntryCheck.hint,
    widget: "conferencia",
    required: false,
    labels,
    part,
  };
  const own = all.filter((field) => partOf(field.name) === part).map((field) => withPart(field, part));
  return [entryCheck, ...own];
}

/** A field and every field inside it, told the facts file they belong to. */
function withPart(field: FormField, part: FactsPart): FormField {
  return {
    ...field,
    ...(isSchemaChecked(field) && { part }),
    ...(field.fields && { fields: field.fields.map((inner) => withPart(inner, part)) }),
    ...(field.field && { field: withPart(field.field, part) }),
  };
}

/**
 * A facts file's format in the forms: YAML written by asTheFormsWrite (registered by src/components/admin/), as
 * the files are shipped. The CMS's own YAML puts a value its custom fields hold as a list (the town pickers) after
 * the other keys, so a save would move lines it did not change. One format per file: its reader keeps what the
 * file holds now, for the other forms' checks.
 */
export const factsFormat = (part: FactsPart) => `yaml-${part}`;

/** The job photos' format: the CMS's YAML (asTheFormsWrite), its reader keeping each job's town for the facts' checks. */
export const WORKS_FORMAT = "yaml-trabalho";

/** The facts' collection: its forms are the first screen of /admin. */
export const FACTS_COLLECTION = "empresa";

/** The name of the check of the whole entry: no field of the facts, and never written (its value stays empty). */
export const ENTRY_CHECK = "conferencia";

/** A field whose value is a machine family's file name (its page), chosen by its name. */
function relationTo(collection: string, multiple = true): FieldOverride {
  return {
    widget: "relation",
    collection,
    value_field: "{{slug}}",
    display_fields: ["name"],
    search_fields: ["name"],
    ...(multiple && { multiple: true }),
  };
}

/** A form's fields as far as their order goes: each one's name, and the fields inside it. */
interface FieldOrder {
  name: string;
  fields?: readonly FieldOrder[] | undefined;
}

/**
 * A YAML file as the forms write it on a save: Sveltia CMS 0.221.1 writes a file whole from its data
 * (formatYAML in its src/lib/services/contents/file/format.js), the keys in the order of the form's fields (any
 * other after them), through yaml's stringify with these options, every string in double quotes (the
 * configuration's output.yaml.quote). The shipped files are kept in this form, so a save changes only the lines
 * it edits; tests/e2e/admin.spec.ts saves through the forms themselves.
 */
export function asTheFormsWrite(data: unknown, fields: readonly FieldOrder[]): string {
  const inFieldOrder = (value: unknown, fields: readonly FieldOrder[] | undefined): unknown => {
    if (Array.isArray(value)) return value.map((item) => inFieldOrder(item, fields));
    if (!fields || typeof value !== "object" || value === null) return value;
    const known = fields.filter((field) => field.name in value);
    return Object.fromEntries([
      ...known.map((field) => [field.name, inFieldOrder((value as Record<string, unknown>)[field.name], field.fields)]),
      ...Object.entries(value).filter(([key]) => !fields.some((field) => field.name === key)),
    ]);
  };
  const text = stringify(inFieldOrder(data, fields), {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: "PLAIN",
    defaultStringType: "QUOTE_DOUBLE",
  });
  return `${text.trim()}\n`;
}
