import { describe, expect, it } from "vitest";
import { billedMinutes, jobCost, type HourlyBilling, type JobCostRules } from "./job-cost";

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

  it("bills labour by the hour: the time worked rounded up to the fraction, at the hourly rate", () => {
    const billing: HourlyBilling = { hourlyRate: 90, everyMinutes: 15, minimumMinutes: 60 };
    const cost = jobCost({ ...rules, labour: { workedMinutes: 100, billing } }, true);
    const labour = cost.lines.find((line) => line.item === "labour")!;
    // 1 h 40 min worked: seven quarter hours begun, 1 h 45 min billed, at R$ 90,00 an hour.
    expect(labour.time).toEqual({ worked: 100, billed: 105, minimum: false });
    expect(labour.amount).toEqual({ from: 157.5, through: 157.5 });
    expect(cost.total).toEqual({ from: 237.5, through: 237.5 });
  });

  it("bills the minimum for a short job, and says the minimum set it", () => {
    const billing: HourlyBilling = { hourlyRate: 90, everyMinutes: 15, minimumMinutes: 60 };
    const labour = jobCost({ ...rules, labour: { workedMinutes: 20, billing } }, true).lines.at(-1)!;
    expect(labour.time).toEqual({ worked: 20, billed: 60, minimum: true });
    expect(labour.amount.from).toBe(90);
  });

  it("counts a fraction begun as whole, an exact one as itself, and no minimum when there is none", () => {
    const quarter = { hourlyRate: 90, everyMinutes: 15 };
    expect(billedMinutes(1, quarter)).toBe(15);
    expect(billedMinutes(45, quarter)).toBe(45);
    expect(billedMinutes(46, quarter)).toBe(60);
    expect(billedMinutes(61, { ...quarter, everyMinutes: 30 })).toBe(90);
    expect(billedMinutes(61, { ...quarter, everyMinutes: 60 })).toBe(120);
    expect(billedMinutes(20, { ...quarter, minimumMinutes: 60 })).toBe(60);
    expect(billedMinutes(75, { ...quarter, minimumMinutes: 60 })).toBe(75);
  });

  it("rounds an hourly amount to the centavo", () => {
    const billing = { hourlyRate: 85, everyMinutes: 10 };
    // 50 minutes at R$ 85,00 an hour: R$ 70,8333…, billed R$ 70,83.
    const cost = jobCost(
      { ...rules, diagnosisDeductedWhenApproved: false, labour: { workedMinutes: 45, billing } },
      true,
    );
    expect(cost.lines.at(-1)!.amount.from).toBe(70.83);
    expect(cost.total).toEqual({ from: 210.83, through: 210.83 });
  });
});
