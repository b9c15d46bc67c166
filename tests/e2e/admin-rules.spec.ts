import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { factsInput } from "../../src/config/business";
import { adminEntryCheck } from "../../src/content/admin";
import {
  asTheFormsWrite,
  DAY_PICKER,
  factOptions,
  familyOptions,
  type FactsForForms,
} from "../../src/lib/admin-config";
import { businessSchema } from "../../src/lib/business-schema";
import { FACTS_PARTS, partFile, partOf, splitFacts, type FactsPart } from "../../src/lib/facts-files";
import { issuesOf, valuesAt } from "../../src/lib/form-check";
import { checkedBySchema, fieldsOf, jsonSchemaOf } from "../../src/lib/schema-form";
import { ENTRY_RULES, FIELD_RULES } from "../fixtures/form-rules";
import { families } from "../helpers/families";
import { fieldAt } from "../helpers/form-fields";
import { openFactsForm, openLocalRepository, readRepositoryFile, scrollTo, t } from "../helpers/cms";
import { expect, test } from "./fixtures";

// The rule table (tests/fixtures/form-rules.ts) tried through the owner's forms, on a phone: the facts files break
// rows' rules, he presses "Salvar" in the form of the file holding the field a row names, and the form writes
// nothing and shows the build's message on that field. Every row's rule and message, and the field of its file's
// form that shows it, are unit tests (src/lib/form-check.test.ts); here every form refuses a save, and every way a
// refusal is shown is seen once (a field's message, the CMS's own words, a list's bound, an item of a choice, a rule
// comparing fields, a rule across two files). Rows that touch different fields of one form share a save.

type Facts = Record<string, any>;
interface Row {
  name: string;
  /** The fields the row changes (a field, or the top-level facts an entry rule changes), and the one it names. */
  touches: string[];
  change: (facts: Facts) => void;
  path: string;
  message: string;
  /** Whether the field shows the CMS's own words for the refusal, the check of the entry the build's. */
  cmsWords?: boolean;
  /** A rule comparing fields (ENTRY_RULES), not one field's. */
  entryRule?: boolean;
}

const root = fileURLToPath(new URL("../../", import.meta.url));
const factsFolder = "src/data/empresa";
const factsFile = (part: FactsPart) => `${factsFolder}/${partFile(part)}`;
const formFields = checkedBySchema(
  fieldsOf(jsonSchemaOf(businessSchema), "", {
    overrides: {
      ...factOptions(factsInput as FactsForForms),
      ...familyOptions(families.map((family) => ({ value: family.id, label: family.data.name }))),
      ...DAY_PICKER,
    },
  }),
);

/** Whether the form's field can hold the value: a list a list, a day a day, a number a number. */
function formCanWrite(keyPath: string, value: unknown): boolean {
  const field = fieldAt(formFields, keyPath);
  // A list's item is removed, never left empty.
  if (value === undefined) return !/\.\d+$/.test(keyPath);
  if (!field) return true;
  // Money is written from what was typed: at most two decimals.
  if (field.widget === "dinheiro" && typeof value === "number") return Math.round(value * 100) === value * 100;
  // A choice offers its options (the facts' own, for a picker of towns or levels) and nothing else.
  const options = field.options_from
    ? valuesAt(factsInput, field.options_from)
    : field.options?.map((option) => (typeof option === "string" ? option : option.value));
  const values = Array.isArray(value) ? value : [value];
  if (options && !values.every((item) => options.includes(item))) return false;
  if (field.widget === "list" || field.multiple) return Array.isArray(value);
  if (field.base_widget === "datetime") return /^\d{4}-\d{2}-\d{2}$/.test(String(value));
  if (field.base_widget === "number") return typeof value === "number";
  return !Array.isArray(value);
}

function setAt(facts: Facts, field: string, value: unknown) {
  const keys = field.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  const last = keys.pop()!;
  const target = keys.reduce((inner, key) => inner[key], facts);
  if (value === undefined) delete target[last];
  else target[last] = value;
}

/** The fields an entry rule changes: the deepest paths where the facts differ (a list counts whole). */
function changedKeys(change: (facts: Facts) => void): string[] {
  const changed = structuredClone(factsInput) as Facts;
  change(changed);
  const diff = (before: unknown, after: unknown, path: string): string[] => {
    const isObject = (value: unknown): value is Facts =>
      typeof value === "object" && value !== null && !Array.isArray(value);
    if (isObject(before) && isObject(after))
      return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
        diff(before[key], after[key], path ? `${path}.${key}` : key),
      );
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [path];
  };
  return diff(factsInput, changed, "");
}

const rows: Row[] = [
  // A value the form cannot write (text in a list, a day its calendar cannot give): the unit test alone tries it.
  ...FIELD_RULES.filter(([field, value]) => formCanWrite(field, value)).map(([field, value, path, message]) => ({
    name: `${field} = ${JSON.stringify(value)}`,
    // Left empty, a required field is refused by the CMS too, in its words ("Este campo é obrigatório").
    cmsWords:
      (value === undefined || (typeof value === "string" && !value.trim())) &&
      fieldAt(formFields, field)?.required !== false,
    touches: [field, path],
    change: (facts: Facts) => setAt(facts, field, value),
    path,
    message,
  })),
  ...ENTRY_RULES.map(({ rule, change, path, message }) => ({
    name: rule,
    touches: [...changedKeys(change), path],
    change,
    path,
    message,
    entryRule: true,
  })),
];

/** How a row's refusal reaches the owner. */
function wayShown(row: Row): string {
  const field = fieldAt(formFields, row.path);
  const parts = new Set(row.touches.map((touched) => partOf(touched.split(".")[0]!)));
  if (row.cmsWords) return "the CMS's words";
  if (field?.widget === "list") return "a list's bound";
  if (field?.multiple) return "an item of a choice";
  if (parts.size > 1) return "a rule across files";
  return row.entryRule ? "a rule comparing fields" : "the field's message";
}

/** Rows enough to try every form and every way a refusal shows: the first row of a form or a way not tried yet. */
function everyFormAndWay(rows: readonly Row[]): Row[] {
  const tried = new Set<string>();
  return rows.filter((row) => {
    const keys = [`form ${formOf(row)}`, wayShown(row)];
    if (keys.every((key) => tried.has(key))) return false;
    keys.forEach((key) => tried.add(key));
    return true;
  });
}

/** Whether two dotted paths are one, or one holds the other. */
const overlap = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/**
 * Fields the test edits to make the entry savable (the form saves only a changed entry), in each form: a text gets a
 * full stop, a number one more, an amount a leading digit (80,00 becomes 180,00).
 */
const EDITABLE = [
  "brandName",
  "activity",
  "legalName",
  "technician.name",
  "afterHours",
  "technicianAway",
  "address.street",
  "address.district",
  "prices.visit.0.fee",
  "prices.visit.1.fee",
  "prices.diagnosis.fee",
  "preventivePlan.yearlyAdjustment",
  "preventivePlan.cancelNoticeDays",
  "preventivePlan.minimumMonths",
  "loyalty.freeRevision",
  "loyalty.windowMonths",
  "loyalty.extendedGuaranteeDays",
  "logistics.notOffered.0",
  "logistics.notOffered.1",
  "guaranteeDays",
  "supplier.billingContact.name",
  "supplier.bankAccount.bank",
];
/** The form a row is tried in: the one of the file holding the field it names. */
const formOf = (row: Row) => partOf(row.path.split(".")[0]!)!;

/** Whether each row's message is still among the schema's with all of them broken at once. */
function together(rows: readonly Row[]): boolean {
  const facts = structuredClone(factsInput) as Facts;
  for (const row of rows) row.change(facts);
  const issues = new Set(issuesOf(businessSchema, facts).map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  return rows.every((row) => issues.has(`${row.path}: ${row.message}`));
}

/**
 * The rows in files of rows that touch different fields and still break their rules together (the rules comparing
 * fields are checked once the fields themselves are right), each file with a text field no row of it touches,
 * which the test edits.
 */
function batches(rows: readonly Row[]): Array<{ part: FactsPart; edit: string; rows: Row[] }> {
  const batches: Array<{ part: FactsPart; edit: string; rows: Row[] }> = [];
  const free = (row: Row, field: string) => row.touches.every((touched) => !overlap(touched, field));
  for (const row of rows) {
    const part = formOf(row);
    const fits = (batch: { part: FactsPart; edit: string; rows: Row[] }) =>
      batch.part === part &&
      free(row, batch.edit) &&
      batch.rows.every((other) => row.touches.every((a) => other.touches.every((b) => !overlap(a, b)))) &&
      together([...batch.rows, row]);
    const batch = batches.find(fits);
    if (batch) batch.rows.push(row);
    else {
      const edit = EDITABLE.find((field) => partOf(field.split(".")[0]!) === part && free(row, field));
      if (!edit) throw new Error(`no text field to edit in the form of ${part} beside ${row.name}`);
      batches.push({ part, edit, rows: [row] });
    }
  }
  return batches;
}

const fields = fieldsOf(jsonSchemaOf(businessSchema));
const shipped = (part: FactsPart) => readFileSync(path.join(root, factsFile(part)), "utf8");

test.use({ viewport: { width: 390, height: 844 }, locale: "pt-BR" });

for (const [i, { part, edit, rows: batch }] of batches(everyFormAndWay(rows)).entries()) {
  test(`the forms refuse rule table save ${i + 1} (${part}), with the build's message on each field`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const facts = structuredClone(factsInput) as Facts;
    for (const row of batch) row.change(facts);
    // Every file as the change leaves it: a rule comparing facts of two files is broken in the saved files too.
    const files = Object.fromEntries(
      Object.entries(splitFacts(facts)).map(([name, content]) => [
        factsFile(name as FactsPart),
        asTheFormsWrite(content, fields),
      ]),
    );
    const written = files[factsFile(part)]!;
    await openLocalRepository(page, files);
    const form = await openFactsForm(page, part);
    // He changes a field no row of this save touches (the form saves only a changed entry), then saves.
    const spinbutton = fieldAt(formFields, edit)?.base_widget === "number";
    const number = spinbutton || fieldAt(formFields, edit)?.widget === "inteiro";
    const input = form.locator(`[data-key-path="${edit}"]`).getByRole(spinbutton ? "spinbutton" : "textbox");
    await scrollTo(page, input);
    const value = await input.inputValue();
    const money = fieldAt(formFields, edit)?.widget === "dinheiro";
    await input.fill(number ? String(Number(value) + 1) : money ? `1${value}` : `${value}.`);
    await page.getByRole("button", { name: t("save"), exact: true }).click();

    // The check of the whole entry names every problem and stops the save.
    const check = form.getByRole("group", { name: t("x_field", { field: adminEntryCheck.label }), exact: true });
    for (const row of batch) await expect(check.getByRole("alert"), row.name).toContainText(row.message);

    // Each field, once drawn, shows its own message: the form is scrolled down a screen at a time. A list of the
    // CMS's own (a list's bounds) says it in its words: the check above says the build's.
    const { height } = page.viewportSize()!;
    await page.mouse.move(195, height / 2);
    const pending = new Set(batch);
    await expect(async () => {
      const alerts = await form.evaluate((element) =>
        Object.fromEntries(
          [...element.querySelectorAll("[data-key-path]")].map((field) => [
            field.getAttribute("data-key-path"),
            // Its own alert, not one of a field inside it.
            [...field.querySelectorAll("[role=alert]")]
              .filter((alert) => alert.closest("[data-key-path]") === field)
              .map((alert) => alert.textContent)
              .join(" "),
          ]),
        ),
      );
      for (const row of pending) {
        // An item of a choice of several (a day, a kind of call) is refused on its field.
        const shownAt = fieldAt(formFields, row.path)?.multiple ? row.path.replace(/(\.\d+)+$/, "") : row.path;
        if (!(shownAt in alerts)) continue;
        // A list of the CMS's own (its bounds) refuses in its words too.
        const cms = row.cmsWords || fieldAt(formFields, row.path)?.widget === "list";
        const expected = cms ? "" : row.message.toLowerCase();
        // Drawn, a field asks the schema, then shows what it says.
        if (!alerts[shownAt]) continue;
        expect(alerts[shownAt]!.toLowerCase(), row.name).toContain(expected);
        pending.delete(row);
      }
      if (pending.size) {
        await page.mouse.wheel(0, height * 0.8);
        throw new Error(`not shown yet: ${[...pending].map((row) => `${row.name} at ${row.path}`).join(", ")}`);
      }
    }).toPass({ intervals: [100], timeout: 90_000 });

    // Nothing was written.
    expect((await readRepositoryFile(page, factsFile(part))).toString("utf8")).toBe(written);
    expect(FACTS_PARTS.some(({ name }) => files[factsFile(name)] !== shipped(name))).toBe(true);
  });
}
