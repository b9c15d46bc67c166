// What a repair job costs in the end, from the published prices: the visit, the diagnosis, the labour and an
// emergency's fee, each charged or not by the rules of the facts file. Labour is a range (a common repair of a
// machine family), or time worked billed by the hour: rounded up to the fraction of an hour the business bills
// by, and never under its minimum. Parts are never priced here: they come in the quote, so a total with parts
// is always "plus parts".

/** An amount or a range, in reais. */
export interface Amount {
  from: number;
  through: number;
}

/** How labour by the hour is billed. */
export interface HourlyBilling {
  hourlyRate: number;
  /** The fraction of an hour billed at a time, in minutes (15: by the quarter hour): a fraction begun counts whole. */
  everyMinutes: number;
  /** The least labour billed for a job, in minutes; absent: no minimum. */
  minimumMinutes?: number | undefined;
}

/** Labour by the hour for one job: the time worked, and how it is billed. */
export interface HourlyLabour {
  workedMinutes: number;
  billing: HourlyBilling;
}

export interface JobCostRules {
  visitFee: number;
  /** Whether the visit is still charged once the repair is approved. */
  visitChargedWhenApproved: boolean;
  diagnosisFee: number;
  /** Whether the diagnosis is deducted from the repair once the quote is approved. */
  diagnosisDeductedWhenApproved: boolean;
  /** The labour of this job: a range, one amount (from === through), or time billed by the hour. */
  labour: Amount | HourlyLabour;
  /** The emergency's fee on top of the visit, when the job is an emergency. */
  emergencyFee?: number;
}

export type CostItem = "visit" | "emergency" | "diagnosis" | "labour";

/** One line of the bill: what it is, its amount, and whether the rules waive it for this job. */
export interface CostLine {
  item: CostItem;
  amount: Amount;
  waived: boolean;
  /** Labour by the hour: the minutes worked and billed, and whether the minimum set the billed time. */
  time?: { worked: number; billed: number; minimum: boolean };
}

export interface JobCost {
  lines: CostLine[];
  /** The sum of the lines not waived. */
  total: Amount;
  /** Whether parts come on top (only a repair that is done uses parts). */
  plusParts: boolean;
}

const one = (value: number): Amount => ({ from: value, through: value });
const cents = (reais: number) => Math.round(reais * 100) / 100;

/** The minutes billed for the minutes worked: each fraction begun counts whole, and never less than the minimum. */
export function billedMinutes(workedMinutes: number, billing: HourlyBilling): number {
  const rounded = Math.ceil(workedMinutes / billing.everyMinutes) * billing.everyMinutes;
  return Math.max(rounded, billing.minimumMinutes ?? 0);
}

/** The labour line of time worked by the hour: the billed time at the hourly rate, to the centavo. */
function hourlyLine({ workedMinutes, billing }: HourlyLabour): CostLine {
  const rounded = Math.ceil(workedMinutes / billing.everyMinutes) * billing.everyMinutes;
  const billed = billedMinutes(workedMinutes, billing);
  return {
    item: "labour",
    amount: one(cents((billing.hourlyRate * billed) / 60)),
    waived: false,
    time: { worked: workedMinutes, billed, minimum: billed > rounded },
  };
}

/** The bill of one job: approved (repaired) or declined (the visit and the diagnosis only). */
export function jobCost(rules: JobCostRules, approved: boolean): JobCost {
  const labour: CostLine =
    "workedMinutes" in rules.labour
      ? hourlyLine(rules.labour)
      : { item: "labour", amount: rules.labour, waived: false };
  const lines: CostLine[] = [
    { item: "visit", amount: one(rules.visitFee), waived: approved && !rules.visitChargedWhenApproved },
    ...(rules.emergencyFee !== undefined
      ? [{ item: "emergency" as const, amount: one(rules.emergencyFee), waived: false }]
      : []),
    { item: "diagnosis", amount: one(rules.diagnosisFee), waived: approved && rules.diagnosisDeductedWhenApproved },
    ...(approved ? [labour] : []),
  ];
  const charged = lines.filter((line) => !line.waived);
  const sum = (key: keyof Amount) =>
    Math.round(charged.reduce((total, line) => total + line.amount[key] * 100, 0)) / 100;
  return { lines, total: { from: sum("from"), through: sum("through") }, plusParts: approved };
}
