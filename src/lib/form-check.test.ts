import { describe, expect, it } from "vitest";
import { ENTRY_RULES, FIELD_RULES } from "../../tests/fixtures/form-rules";
import { fieldAt } from "../../tests/helpers/form-fields";
import { factsInput } from "../config/business";
import { fieldsOf, jsonSchemaOf } from "./schema-form";
import { businessSchema } from "./business-schema";
import { partOf, splitFacts } from "./facts-files";
import {
  asSaved,
  formIssues,
  issuesOf,
  messageFor,
  pathPattern,
  problemsOf,
  valuesAt,
  type FormIssue,
} from "./form-check";

type Facts = Record<string, any>;

/** The shipped facts with the value at a dotted path replaced (undefined: the field left empty). */
function withValue(facts: unknown, path: string, value: unknown): Facts {
  const copy = structuredClone(facts) as Facts;
  const keys = path.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  const last = keys.pop()!;
  const target = keys.reduce((inner, key) => inner[key], copy);
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** Every value at the end of a path of the facts: the places one value can break a rule. */
function leaves(value: unknown, path: string[] = []): string[] {
  const inner = Array.isArray(value)
    ? value.flatMap((item, i) => leaves(item, [...path, String(i)]))
    : typeof value === "object" && value !== null
      ? Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))
      : [];
  return path.length ? [path.join("."), ...inner] : inner;
}

const formFields = fieldsOf(jsonSchemaOf(businessSchema));
/** Whether the form of the facts file holding `path` has a field there. */
const formHasField = (path: string) => partOf(path.split(".")[0]) !== undefined && !!fieldAt(formFields, path);

/** A message with the facts it names left out: the rule it states. */
const rule = (issue: FormIssue) =>
  `${pathPattern(issue.path)}: ${issue.message
    .replace(/não estão lá: .*/, "não estão lá: …")
    .replace(/programa \(.*\)/, "programa (…)")
    .replace(/depois do nível .*/, "depois do nível …")
    .replace(/"[^"]*"/g, '"…"')}`;

/** What the owner's forms can write wrongly in one field: empty, blank, words, numbers out of any range, money. */
const WRONG_VALUES = [
  undefined,
  "",
  " ",
  "x",
  "2pm",
  -1,
  0,
  0.5,
  1.234,
  100000,
  "1,500",
  "R$ 1,2,3",
  "-5",
  "80,123",
  [],
  ["x"],
];

describe("the rule table", () => {
  it.each(FIELD_RULES.map(([field, value, path, message]) => ({ field, value, path, message })))(
    "$field = $value: $path says “$message”",
    ({ field, value, path, message }) => {
      const facts = withValue(factsInput, field, value);
      const issues = issuesOf(businessSchema, facts);
      expect(issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toContain(`${path}: ${message}`);
      // The field of the form at that path shows it, in the form of the file holding it.
      expect(messageFor(issues, { keyPath: path, schemaPath: "", entry: facts, value })).toBeDefined();
      expect(formHasField(path), path).toBe(true);
    },
  );

  it.each(ENTRY_RULES)("$rule: $path says “$message”", ({ change, path, message }) => {
    const facts = structuredClone(factsInput) as Facts;
    change(facts);
    const issues = issuesOf(businessSchema, facts);
    expect(issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toContain(`${path}: ${message}`);
    expect(formHasField(path), path).toBe(true);
  });

  it("has a row for every rule the schema states when one field is wrong", () => {
    const rows = new Set(
      [...FIELD_RULES.map(([, , path, message]) => ({ path, message })), ...ENTRY_RULES].map(({ path, message }) =>
        rule({ path: path.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key)), message }),
      ),
    );
    const missing = new Set<string>();
    for (const field of leaves(factsInput))
      for (const value of WRONG_VALUES)
        for (const issue of issuesOf(businessSchema, withValue(factsInput, field, value)))
          // A value of the wrong kind: the forms write each field's own kind.
          if (issue.code !== "invalid_type" && issue.code !== "invalid_union" && !rows.has(rule(issue)))
            missing.add(`${field} = ${JSON.stringify(value)} → ${issue.path.join(".")}: ${issue.message}`);
    expect([...missing]).toEqual([]);
  }, 60_000);
});

describe("the form's check", () => {
  const facts = withValue(factsInput, "prices.visit.1.fee", "1,500");
  const issues = issuesOf(businessSchema, facts);

  it("reads the entry as a save writes it: an optional field left empty is left out", () => {
    expect(asSaved({ a: "", b: null, c: { d: "" }, e: [1, ""], f: "x" })).toEqual({ e: [1, ""], f: "x" });
    expect(issuesOf(businessSchema, withValue(factsInput, "technicianAway", ""))).toEqual([]);
  });

  it("gives a field the message at its key path, or at its schema path where its value is the one refused", () => {
    const message = messageFor(issues, { keyPath: "prices.visit.1.fee", schemaPath: "", entry: facts, value: "" });
    expect(message).toMatch(/^informe o valor da visita: "1,500" pode ser lido de dois jeitos/);
    expect(messageFor(issues, { keyPath: "prices.visit.0.fee", schemaPath: "", entry: facts, value: "" })).toBe(
      undefined,
    );
    const bySchemaPath = (value: unknown) =>
      messageFor(issues, { schemaPath: "prices.visit.*.fee", entry: facts, value });
    expect(bySchemaPath("1,500")).toBe(message);
    expect(bySchemaPath(80)).toBe(undefined);
  });

  it("names each problem of the entry by the label of its field, or of the nearest one up its path", () => {
    const labels = { prices: "Preços", "prices.visit": "Visita técnica", "prices.visit.*.fee": "Valor da visita (R$)" };
    expect(problemsOf(issues, labels)).toEqual([{ field: "Valor da visita (R$)", message: issues[0]!.message }]);
    expect(problemsOf([{ path: ["prices", "visit"], message: "m" }], labels)).toEqual([
      { field: "Visita técnica", message: "m" },
    ]);
  });

  it("offers a picker the entry's own values as they are now", () => {
    expect(valuesAt({ a: [{ n: "Bronze" }, { n: "" }, { n: "Ouro" }] }, "a.*.n")).toEqual(["Bronze", "Ouro"]);
    expect(valuesAt(factsInput, "areaServed.*")).toEqual((factsInput as { areaServed: string[] }).areaServed);
  });
});

describe("a facts file's form", () => {
  const saved = splitFacts(factsInput);
  const towns = (factsInput as { areaServed: string[] }).areaServed;
  const check = (part: keyof typeof saved, entry: unknown, works: Array<{ town: string; caption: string }> = []) =>
    formIssues(businessSchema, { part, entry, saved, works });

  it("accepts each shipped file against the others as saved", () => {
    for (const [part, entry] of Object.entries(saved)) expect(check(part as keyof typeof saved, entry)).toEqual([]);
  });

  it("refuses a town in a price that the towns served, saved in another file, do not have", () => {
    const prices = withValue(saved.precos, "prices.visit.0.towns", [
      ...(saved.precos as Facts)["prices"].visit[0].towns,
      "Jundiaí",
    ]);
    expect(check("precos", prices)).toEqual([
      expect.objectContaining({ path: ["prices", "visit", 0, "towns"], message: expect.stringContaining("Jundiaí") }),
    ]);
  });

  it("refuses removing a town served that another file's price or a job photo still names", () => {
    const removed = towns.at(-1)!;
    const cities = withValue(saved.cidades, "areaServed", towns.slice(0, -1));
    const issues = check("cidades", cities, [{ town: removed, caption: "Overloque revisado" }]);
    expect(issues.map((issue) => pathPattern(issue.path))).toEqual(["prices.visit.*.towns", "areaServed"]);
    expect(issues[0]!.message).toContain(removed);
    expect(issues[1]!.message).toBe(
      `${removed} está na foto de trabalho "Overloque revisado" (Trabalhos realizados): mude a cidade da foto antes de tirar a cidade daqui`,
    );
  });

  it("leaves to another file's form a problem the saved files already have", () => {
    const broken = { ...saved, precos: withValue(saved.precos, "prices.visit.0.towns", ["Jundiaí"]) };
    expect(formIssues(businessSchema, { part: "contatos", entry: saved.contatos, saved: broken, works: [] })).toEqual(
      [],
    );
  });
});
