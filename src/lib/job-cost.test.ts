import { describe, expect, it } from "vitest";
import { jobCost, type JobCostRules } from "./job-cost";

const rules: JobCostRules = {
  visitFee: 80,
  visitChargedWhenApproved: true,
  diagnosisFee: 60,
  diagnosisDeductedWhenApproved: true,
  labour: { from: 120, through: 250 },
};

describe("the cost of a job", () => {
  it("an approved repair: visit and labour, the deducted diagnosis waived, parts on top", () => {
    const cost = jobCost(rules, true);
    expect(cost.lines.map(({ item, waived }) => [item, waived])).toEqual([
      ["visit", false],
      ["diagnosis", true],
      ["labour", false],
    ]);
    expect(cost.total).toEqual({ from: 200, through: 330 });
    expect(cost.plusParts).toBe(true);
  });

  it("a declined quote: the visit and the diagnosis, no labour and no parts", () => {
    const cost = jobCost(rules, false);
    expect(cost.lines.map((line) => line.item)).toEqual(["visit", "diagnosis"]);
    expect(cost.total).toEqual({ from: 140, through: 140 });
    expect(cost.plusParts).toBe(false);
  });

  it("waives the visit when the rules say an approved repair leaves it out, and charges a kept diagnosis", () => {
    const cost = jobCost({ ...rules, visitChargedWhenApproved: false, diagnosisDeductedWhenApproved: false }, true);
    expect(cost.lines.find((line) => line.item === "visit")!.waived).toBe(true);
    expect(cost.total).toEqual({ from: 180, through: 310 });
  });

  it("adds an emergency's fee, approved or not, and keeps centavos exact", () => {
    const emergency = { ...rules, emergencyFee: 100.1, labour: { from: 90.2, through: 90.2 } };
    expect(jobCost(emergency, true).total).toEqual({ from: 270.3, through: 270.3 });
    expect(jobCost(emergency, false).total).toEqual({ from: 240.1, through: 240.1 });
  });
});
