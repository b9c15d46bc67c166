// The preventive plan worked out for a factory's size, from the plan's facts: how many visit days a round of
// visits takes, and what a round and a year cost at each frequency offered. Pure: the plan page shows it.
import type { Business } from "./business-schema";

type Plan = NonNullable<Business["preventivePlan"]>;

/** The largest factory the plan page works out: sixty machines. */
export const LARGEST_FACTORY = 60;

/** One size of factory, worked out. */
export interface PlanCost {
  machines: number;
  /** Days one round of visits takes (every machine seen once). */
  visitDays: number;
  /** One round's price: every machine, once. */
  perRound: number;
  /** A year's price at each frequency offered (months between visits), in the facts' order. */
  perYear: Array<{ everyMonths: number; price: number }>;
}

/**
 * The sizes worth showing: the plan's minimum, one visit day full, two and three days full, up to the largest
 * factory, each once and in order.
 */
export function planSizes(plan: Plan): number[] {
  const smallest = plan.minMachines ?? 1;
  const perDay = plan.machinesPerVisit;
  const sizes = [smallest, ...(perDay ? [perDay, perDay * 2, perDay * 3] : [10, 20, 40]), LARGEST_FACTORY];
  return [...new Set(sizes.filter((size) => size >= smallest && size <= LARGEST_FACTORY))].sort((a, b) => a - b);
}

/** A factory of `machines` machines on the plan: its visit days per round, a round's price and a year's. */
export function planCost(plan: Plan, machines: number): PlanCost {
  const perRound = cents(machines * plan.pricePerMachine);
  return {
    machines,
    visitDays: plan.machinesPerVisit ? Math.ceil(machines / plan.machinesPerVisit) : 1,
    perRound,
    perYear: plan.everyMonths.map((everyMonths) => ({ everyMonths, price: cents(perRound * (12 / everyMonths)) })),
  };
}

/** Each size worth showing, worked out. */
export const planCosts = (plan: Plan): PlanCost[] => planSizes(plan).map((size) => planCost(plan, size));

/** A monthly instalment when the plan is billed monthly: a year's price over twelve. */
export const monthly = (perYear: number) => cents(perYear / 12);

const cents = (reais: number) => Math.round(reais * 100) / 100;
