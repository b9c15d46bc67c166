// The business's facts: one folder, src/data/empresa/, one YAML file per task of the owner's (the forms at /admin/
// edit one file each; src/lib/facts-files.ts says which facts each file holds), read here and only here, joined
// and checked by the schema (src/lib/business-schema.ts) when anything imports it. A wrong value stops the build
// with a message in Portuguese naming the file, the field and what to write there.
// SITE_FACTS names another facts folder: the tests build the site for a second business with it.
// (Imports name their .ts file so that the Node scripts in scripts/ can load this file too.)
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { parseBusiness, type Business } from "../lib/business-schema.ts";
import { FACTS_PARTS, joinFacts, partFile, partOf, type FactsPart } from "../lib/facts-files.ts";

/** The shipped facts folder, relative to the project (npm scripts and Astro run there). */
export const SHIPPED_FACTS = "src/data/empresa";
/** The facts folder this run reads. */
export const FACTS_DIR = process.env["SITE_FACTS"] || SHIPPED_FACTS;

/** A facts file of a folder, as the build names it in its messages ("src/data/empresa/precos.yaml"). */
export const factsFile = (folder: string, part: FactsPart) => path.join(folder, partFile(part));

/** A facts folder as written (`input`, the files joined: what the forms show) and as checked (`business`). */
export function readFacts(folder: string): { input: Record<string, unknown>; business: Business } {
  const parts = Object.fromEntries(
    FACTS_PARTS.map(({ name }) => factsFile(folder, name))
      .map((file, index) => [
        FACTS_PARTS[index]!.name,
        existsSync(file) ? parse(readFileSync(file, "utf8")) : undefined,
      ])
      .filter(([, content]) => content !== undefined && content !== null),
  );
  const { facts, misplaced } = joinFacts(parts);
  if (misplaced.length)
    throw new Error(
      misplaced
        .map(
          ({ part, key, belongsTo }) =>
            `Os dados da empresa em ${factsFile(folder, part)} têm problemas:\n  - ${key}: ` +
            (belongsTo ? `este dado fica em ${factsFile(folder, belongsTo)}` : "este arquivo não tem este dado"),
        )
        .join("\n"),
    );
  return { input: facts, business: parseBusiness(facts, (key) => factsFile(folder, partOf(key) ?? "empresa")) };
}

const facts = readFacts(FACTS_DIR);
export const factsInput = facts.input;
export const business = facts.business;
