// The business's facts: one data file, src/data/business.yaml (the owner edits it in the forms at /admin/),
// read here and only here, and checked by the schema (src/lib/business-schema.ts) when anything imports it.
// A wrong value stops the build with a message in Portuguese naming the field and what to write there.
// SITE_FACTS names another facts file: the tests build the site for a second business with it.
// (Imports name their .ts file so that the Node scripts in scripts/ can load this file too.)
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { parseBusiness, type Business } from "../lib/business-schema.ts";

/** The shipped facts file, relative to the project (npm scripts and Astro run there). */
export const SHIPPED_FACTS = "src/data/business.yaml";
/** The facts file this run reads. */
export const FACTS_FILE = process.env["SITE_FACTS"] || SHIPPED_FACTS;

/** A facts file as written (`input`, what the forms show) and as checked (`business`). */
export function readFacts(file: string): { input: unknown; business: Business } {
  const input: unknown = parse(readFileSync(path.resolve(file), "utf8"));
  return { input, business: parseBusiness(input, file) };
}

const facts = readFacts(FACTS_FILE);
export const factsInput = facts.input;
export const business = facts.business;
