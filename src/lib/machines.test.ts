import { describe, expect, it } from "vitest";
import { families } from "../../tests/helpers/families";
import { business } from "../config/business";
import { familyReferenceProblems } from "./machines";

describe("the facts' references to machine families", () => {
  it("hold for the shipped facts: each labour range names a family of the site", () => {
    expect(business.prices?.labour?.byMachine.length).toBeGreaterThan(0);
    expect(familyReferenceProblems(business.prices, families)).toEqual([]);
  });

  it("name each range whose family the site lacks, by its path, with the families to choose from", () => {
    const labour = { byMachine: [{ family: families[0]!.id }, { family: "overloque" }] };
    const [problem, ...more] = familyReferenceProblems({ labour }, families);
    expect(more).toEqual([]);
    expect(problem).toMatch(/^prices\.labour\.byMachine\.1\.family: "overloque" não é um tipo de máquina do site/);
    for (const family of families) expect(problem).toContain(family.data.name);
  });

  it("find nothing to check without labour ranges", () => {
    expect(familyReferenceProblems(undefined, families)).toEqual([]);
    expect(familyReferenceProblems({ labour: { byMachine: [] } }, [])).toEqual([]);
  });
});
