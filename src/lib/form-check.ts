// The facts' schema run in the owner's form (src/components/admin/), so that the form refuses, with the build's
// own message on the field it names, everything the build would refuse. Pure: the form's custom fields give it
// the entry as they see it.
import type { z } from "zod";
import { FACTS_PARTS, joinFacts, partOf, type FactsPart } from "./facts-files";

export interface FormIssue {
  /** zod's kind of issue: "custom" for the schema's own rules, "invalid_type" for a value of the wrong kind. */
  code?: string;
  /** Where the schema puts the problem: ["prices", "visit", 0, "fee"]. */
  path: PropertyKey[];
  /** The build's Portuguese message. */
  message: string;
}

/**
 * The entry as a save writes it: the form keeps an optional field left empty as "" or null, and the save leaves it
 * out (output.omit_empty_optional_fields), and so an object left with nothing.
 */
export function asSaved(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asSaved);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value)
    .map(([key, item]) => [key, asSaved(item)] as const)
    .filter(([, item]) => item !== "" && item !== null && item !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Every problem the schema finds in the entry, as the build would find it in the saved file. */
export function issuesOf(schema: z.ZodType, entry: unknown): FormIssue[] {
  const result = schema.safeParse(asSaved(entry) ?? {});
  return result.success ? [] : result.error.issues.map(({ code, path, message }) => ({ code, path, message }));
}

/** A job photo as the facts' forms need it: the town it names. */
export interface SavedWork {
  town: string;
  caption: string;
}

const key = (issue: FormIssue) => JSON.stringify([issue.path, issue.message]);

/**
 * The problems of one facts file's form: the schema run on its entry joined with the other files as saved. A
 * problem of its own fields always; a problem of another file's field only when this entry causes it (a town
 * removed here that a price there still names), as the saved files alone do not have it. And a town a job photo
 * names, removed from the towns served (the job photos' schema would refuse the photo).
 */
export function formIssues(
  schema: z.ZodType,
  form: {
    part: FactsPart;
    entry: unknown;
    saved: Partial<Record<FactsPart, unknown>>;
    works: readonly SavedWork[];
  },
): FormIssue[] {
  const { part, entry, saved, works } = form;
  const others = Object.fromEntries(
    FACTS_PARTS.filter(({ name }) => name !== part).map(({ name }) => [name, saved[name]]),
  );
  const facts = { ...joinFacts(others).facts, ...(asSaved(entry) as object | undefined) };
  const issues = issuesOf(schema, facts);
  const before = new Set(issuesOf(schema, joinFacts(saved).facts).map(key));
  const own = (issue: FormIssue) => partOf(issue.path[0] ?? "") === part;
  const found = issues.filter((issue) => own(issue) || !before.has(key(issue)));
  if (partOf("areaServed") === part) {
    const towns = (facts as { areaServed?: unknown }).areaServed;
    const served = Array.isArray(towns) ? towns : [];
    for (const work of works)
      if (work.town && !served.includes(work.town))
        found.push({
          code: "custom",
          path: ["areaServed"],
          message: `${work.town} está na foto de trabalho "${work.caption}" (Trabalhos realizados): mude a cidade da foto antes de tirar a cidade daqui`,
        });
  }
  return found;
}

/** A path as the form's fields name it: "prices.visit.*.fee" (list items as "*"). */
export const pathPattern = (path: readonly PropertyKey[]) =>
  path.map((key) => (typeof key === "number" ? "*" : String(key))).join(".");

const at = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((inner, key) => (inner as Record<PropertyKey, unknown> | undefined)?.[key], value);

const same = (a: unknown, b: unknown) => JSON.stringify(asSaved(a) ?? null) === JSON.stringify(asSaved(b) ?? null);

/**
 * The message for one field of the form: the issue at its key path ("prices.visit.0.fee"). A field that cannot
 * tell its key path knows its schema path ("prices.visit.*.fee") and its value: an issue at that path whose
 * value in the entry is the field's own is its issue.
 */
export function messageFor(
  issues: readonly FormIssue[],
  field: { keyPath?: string | undefined; schemaPath: string; entry: unknown; value: unknown; multiple?: boolean },
) {
  const { keyPath, schemaPath, entry, value, multiple = false } = field;
  // A choice of several (the days, the towns) holds its items: an item's issue is its own.
  const own = (path: string, at: string) => path === at || (multiple && path.startsWith(`${at}.`));
  const mine = (issue: FormIssue) =>
    keyPath !== undefined
      ? own(issue.path.join("."), keyPath)
      : own(pathPattern(issue.path), schemaPath) &&
        same(at(entry, issue.path.slice(0, schemaPath.split(".").length)), value);
  // Every problem of the field, as the build lists them.
  const messages = issues.filter(mine).map((issue) => issue.message);
  return messages.length ? messages.join("; ") : undefined;
}

/**
 * The problems of the whole entry, each with the label of the field it names (the nearest labelled field up its
 * path: a list's own rule names the list).
 */
export function problemsOf(issues: readonly FormIssue[], labels: Readonly<Record<string, string>>) {
  return issues.map(({ path, message }) => {
    const keys = pathPattern(path).split(".");
    while (keys.length && !labels[keys.join(".")]) keys.pop();
    return { field: labels[keys.join(".")] ?? "Dados da empresa", message };
  });
}

/** The values of the entry at a path with list items as "*" ("loyalty.levels.*.name"), for a picker's options. */
export function valuesAt(entry: unknown, pattern: string): string[] {
  const walk = (value: unknown, keys: string[]): unknown[] => {
    if (!keys.length) return [value];
    const [key, ...rest] = keys;
    if (key === "*") return Array.isArray(value) ? value.flatMap((item) => walk(item, rest)) : [];
    return typeof value === "object" && value !== null ? walk((value as Record<string, unknown>)[key!], rest) : [];
  };
  return walk(entry, pattern.split(".")).filter((item): item is string => typeof item === "string" && item !== "");
}
