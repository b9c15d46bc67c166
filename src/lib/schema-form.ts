// A form from a schema: each field of a zod schema, as JSON Schema of what the owner writes (io "input"),
// becomes a Sveltia CMS field with its label and hint and with every rule a form field can carry (required,
// pattern, min, max, options), so a form refuses what the build would refuse. `formGaps` lists a field the form
// lacks or checks more loosely than its schema. Pure; the owner's forms (admin-config.ts) are made from it.

import { z } from "zod";
import { patternMessage } from "../content/admin";
import type { FactsPart } from "./facts-files";
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
export const isSchemaChecked = (field: FormField) =>
  (SCHEMA_CHECKED_WIDGETS as readonly string[]).includes(field.widget);

/** A day, picked on a calendar and stored as the schema writes it (2026-12-24). */
export const DATE_FIELD = { widget: "datetime", type: "date", format: "YYYY-MM-DD" } as const satisfies FieldOverride;

/** A path with list items as "*", the form of the keys of `labels` and `overrides`. */
const joinPath = (path: string, name: string) => (path ? `${path}.${name}` : name);

/** A URL's pattern: the schema's URLs are https only (zod writes format "uri", which the form cannot check). */
const HTTPS_PATTERN = "^https://\\S+$";

function labelOf(schema: JsonSchema, path: string, options: BuildOptions): [string, string | undefined] {
  const given = options.labels?.[path];
  if (given !== undefined) return typeof given === "string" ? [given, schema.description] : given;
  if (!schema.title) throw new Error(`schema-form: the field ${path} has no label (give its schema a .meta title)`);
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
        throw new Error(`schema-form: no form field for ${path} (JSON Schema type ${JSON.stringify(schema.type)})`);
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
