import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import { LARGEST_FACTORY, monthly, planCost, planCosts, planSizes } from "./plan-cost";

type Plan = NonNullable<typeof business.preventivePlan>;
const plan = (overrides: Partial<Plan> = {}): Plan => ({
  everyMonths: [1, 2, 3],
  pricePerMachine: 45,
  minMachines: 5,
  machinesPerVisit: 20,
  ...overrides,
});

describe("the plan worked out for a factory's size", () => {
  it("shows the minimum, one, two and three full visit days, and a factory of sixty", () => {
    expect(planSizes(plan())).toEqual([5, 20, 40, 60]);
    expect(planSizes(plan({ machinesPerVisit: 25 }))).toEqual([5, 25, 50, 60]);
    expect(planSizes(plan({ minMachines: undefined, machinesPerVisit: undefined }))).toEqual([1, 10, 20, 40, 60]);
    expect(planSizes(plan({ minMachines: 30, machinesPerVisit: 10 }))).toEqual([30, 60]);
    expect(Math.max(...planSizes(plan({ machinesPerVisit: 50 })))).toBe(LARGEST_FACTORY);
  });

  it("counts the visit days of a round and prices a round and a year at each frequency", () => {
    // Sixty machines, twenty a day: three days; 60 × R$ 45,00 a round.
    expect(planCost(plan(), 60)).toEqual({
      machines: 60,
      visitDays: 3,
      perRound: 2700,
      perYear: [
        { everyMonths: 1, price: 32400 },
        { everyMonths: 2, price: 16200 },
        { everyMonths: 3, price: 10800 },
      ],
    });
    expect(planCost(plan(), 21).visitDays).toBe(2);
    expect(planCost(plan(), 20).visitDays).toBe(1);
    expect(planCost(plan({ pricePerMachine: 37.5, everyMonths: [5] }), 3)).toMatchObject({
      perRound: 112.5,
      perYear: [{ everyMonths: 5, price: 270 }],
    });
  });

  it("works out the shipped plan, and splits a year in twelve instalments to the cent", () => {
    if (business.preventivePlan) expect(planCosts(business.preventivePlan).length).toBeGreaterThan(1);
    expect(monthly(10800)).toBe(900);
    expect(monthly(1000)).toBe(83.33);
  });
});
