import { describe, expect, it } from "vitest";
import { factsInput } from "../config/business";
import { jsonSchemaOf } from "./admin-config";
import { businessSchema } from "./business-schema";
import { FACTS_PARTS, joinFacts, partOf, splitFacts } from "./facts-files";

describe("the facts files", () => {
  it("hold every fact of the schema, each in one file", () => {
    const keys = FACTS_PARTS.flatMap((part) => [...part.keys]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.toSorted()).toEqual(Object.keys(jsonSchemaOf(businessSchema).properties ?? {}).toSorted());
  });

  it("split and join back to the same facts", () => {
    const parts = splitFacts(factsInput);
    expect(Object.keys(parts)).toEqual(FACTS_PARTS.map(({ name }) => name));
    expect(joinFacts(parts)).toEqual({ facts: factsInput, misplaced: [] });
  });

  it("name a key written in a file that does not hold it, and the file that does", () => {
    const { facts, misplaced } = joinFacts({ precos: { guaranteeDays: 90, cnpj: "x" }, plano: { nada: 1 } });
    expect(facts).toEqual({ guaranteeDays: 90 });
    expect(misplaced).toEqual([
      { part: "precos", key: "cnpj", belongsTo: "empresa" },
      { part: "plano", key: "nada", belongsTo: undefined },
    ]);
    expect(partOf("areaServed")).toBe("cidades");
  });
});
