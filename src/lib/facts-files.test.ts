import { describe, expect, it } from "vitest";
import { factsInput } from "../config/business";
import { jsonSchemaOf } from "./schema-form";
import { businessSchema } from "./business-schema";
import { FACTS_PARTS, joinFacts, partOf, splitFacts, type FactsPart } from "./facts-files";
import { areaFacts } from "./facts-schema/area";
import { companyFacts } from "./facts-schema/company";
import { contactsFacts } from "./facts-schema/contacts";
import { hoursFacts } from "./facts-schema/hours";
import { loyaltyFacts } from "./facts-schema/loyalty";
import { planFacts } from "./facts-schema/plan";
import { pricesFacts } from "./facts-schema/prices";
import { supplierFacts } from "./facts-schema/supplier";

describe("the facts files", () => {
  it("hold every fact of the schema, each in one file", () => {
    const keys = FACTS_PARTS.flatMap((part) => [...part.keys]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.toSorted()).toEqual(Object.keys(jsonSchemaOf(businessSchema).properties ?? {}).toSorted());
  });

  it("have their fields' schema in a module each (src/lib/facts-schema/), holding the keys of its file in its order", () => {
    const modules: Record<FactsPart, object> = {
      contatos: contactsFacts,
      horarios: hoursFacts,
      precos: pricesFacts,
      plano: planFacts,
      fidelidade: loyaltyFacts,
      empresa: companyFacts,
      fornecedor: supplierFacts,
      cidades: areaFacts,
    };
    for (const { name, keys } of FACTS_PARTS) expect(Object.keys(modules[name]), name).toEqual(keys);
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
