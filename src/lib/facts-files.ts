// The business's facts are kept as one file per task of the owner's (src/data/empresa/*.yaml, one form each at
// /admin), so that no form is long: each file holds some of the facts' top-level keys, and the build joins them
// into the one object the schema (business-schema.ts) checks. Pure: src/config/business.ts reads the files.

/**
 * Each facts file (its name without ".yaml", and its form's) with the top-level keys it holds, in its form's order
 * (its schema's, src/lib/facts-schema/, in which the form shows them and writes them to the file).
 */
export const FACTS_PARTS = [
  {
    name: "contatos",
    keys: [
      "phone",
      "whatsapp",
      "email",
      "address",
      "geo",
      "googleBusinessProfileUrl",
      "googleReviewUrl",
      "instagramUrl",
    ],
  },
  { name: "horarios", keys: ["openingHours", "closures", "afterHours", "technicianAway"] },
  { name: "precos", keys: ["guaranteeDays", "prices", "payment"] },
  { name: "plano", keys: ["preventivePlan"] },
  { name: "fidelidade", keys: ["loyalty"] },
  {
    name: "empresa",
    keys: [
      "brandName",
      "legalName",
      "cnpj",
      "activity",
      "siteUrl",
      "foundedYear",
      "copyrightYear",
      "dataRequestReplyDays",
      "issuesInvoice",
      "technician",
      "googleCategories",
      "machineLabels",
      "images",
    ],
  },
  // What a factory's purchasing department files (the supplier sheet): a form of its own, as "empresa" is long.
  { name: "fornecedor", keys: ["supplier"] },
  { name: "cidades", keys: ["areaServed", "sameDayVisit", "priorityOrder", "logistics"] },
] as const;

export type FactsPart = (typeof FACTS_PARTS)[number]["name"];

/** The file of a part, in the facts folder. */
export const partFile = (part: FactsPart) => `${part}.yaml`;

/** The part that holds a top-level key, or undefined for a key no file holds. */
export const partOf = (key: PropertyKey | undefined): FactsPart | undefined =>
  key === undefined ? undefined : FACTS_PARTS.find((part) => (part.keys as readonly PropertyKey[]).includes(key))?.name;

type Facts = Record<string, unknown>;
const isObject = (value: unknown): value is Facts =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The facts as the files hold them: each part with its keys (a part with none of them is left out). */
export function splitFacts(facts: unknown): Partial<Record<FactsPart, Facts>> {
  const all = isObject(facts) ? facts : {};
  const parts: Partial<Record<FactsPart, Facts>> = {};
  for (const { name, keys } of FACTS_PARTS) {
    const held = keys.filter((key) => key in all).map((key) => [key, all[key]] as const);
    if (held.length) parts[name] = Object.fromEntries(held);
  }
  return parts;
}

/** A key found in a file that does not hold it: the build stops on it, as the forms would not show it. */
export interface MisplacedKey {
  part: FactsPart;
  key: string;
  /** The part that holds it, if any does. */
  belongsTo: FactsPart | undefined;
}

/** The files' contents joined into the facts, and every key found in a file that does not hold it. */
export function joinFacts(parts: Partial<Record<FactsPart, unknown>>): { facts: Facts; misplaced: MisplacedKey[] } {
  const facts: Facts = {};
  const misplaced: MisplacedKey[] = [];
  for (const { name, keys } of FACTS_PARTS) {
    const content = parts[name];
    if (!isObject(content)) continue;
    for (const [key, value] of Object.entries(content)) {
      if ((keys as readonly string[]).includes(key)) facts[key] = value;
      else misplaced.push({ part: name, key, belongsTo: partOf(key) });
    }
  }
  return { facts, misplaced };
}
