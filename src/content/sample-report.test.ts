import { describe, expect, it } from "vitest";
import { families } from "../../tests/helpers/families";
import { business } from "../config/business";
import { EXAMPLE, exampleMachines, sampleReport } from "./sample-report";

describe("the sample report's invented visit", () => {
  it("shows every invented machine: each names a family the business serves", () => {
    expect(exampleMachines(families).map(({ machine }) => machine)).toEqual(EXAMPLE.machines);
  });

  it("marks as not needed only items of the machine's own checklist, each once", () => {
    for (const { machine, family } of exampleMachines(families))
      for (const start of machine.notNeeded ?? [])
        expect(
          family.data.preventive.filter((item) => item.startsWith(start)),
          start,
        ).toHaveLength(1);
  });

  it("invents no CNPJ, and its models and serial numbers read as example codes", () => {
    expect(JSON.stringify(EXAMPLE)).not.toMatch(/\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}/);
    expect(EXAMPLE.client).toMatch(/fictícia/);
    for (const machine of EXAMPLE.machines) {
      expect(machine.model).toMatch(/^EX-/);
      expect(machine.serial).toMatch(/^EX-/);
    }
  });

  it.runIf(business.preventivePlan)(
    "names one frequency, and as many sheets as the plan's fewest machines at least",
    () => {
      const report = sampleReport(business, families);
      const field = (label: string) => report.visit(1).find((item) => item.label === label)?.value;
      expect(field("Frequência")).not.toMatch(/,| ou /);
      const sheets = Number(field("Folha")!.split(" de ")[1]);
      expect(sheets).toBeGreaterThanOrEqual(business.preventivePlan!.minMachines ?? 1);
      expect(sheets).toBeGreaterThanOrEqual(report.machines.length);
    },
  );
});
