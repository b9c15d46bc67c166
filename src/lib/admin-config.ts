// The configuration of the owner's forms at /admin (Sveltia CMS), built from the schemas instead of written by
// hand: every field of the facts' zod schema becomes a form field that refuses what the build would refuse
// (schema-form.ts), with the facts' own options (towns, levels, families), photos and the collections' relations.
// Rules that compare fields stay in the schema (docs/owner-forms.md, "The schema runs in the form"). The build
// stops where a form checks a field less than its schema does (formGaps); the unit test keeps that list empty.
// Pure: the endpoint src/pages/admin/config.yml.ts gives it the schemas, the facts and the repository.

import { stringify } from "yaml";
import {
  adminCollections,
  adminCommitMessages,
  adminEntryCheck,
  factsForms,
  adminPage,
  machineLabels,
  workLabels,
} from "../content/admin";
import { publicationPage } from "../content/publication";
import { WEEK_DAYS } from "./business-schema";
import { FACTS_PARTS, partFile, partOf, type FactsPart } from "./facts-files";
import { upperFirst } from "./format";
import {
  checkedBySchema,
  DATE_FIELD,
  fieldsOf,
  formGaps,
  isSchemaChecked,
  labelsByPath,
  type FieldOverride,
  type FormField,
  type JsonSchema,
} from "./schema-form";

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
