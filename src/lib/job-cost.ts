// What a repair job costs in the end, from the published prices: the visit, the diagnosis, the labour and an
// emergency's fee, each charged or not by the rules of the facts file. Parts are never priced here: they
// come in the quote, so a total with parts is always "plus parts".

/** An amount or a range, in reais. */
export interface Amount {
  from: number;
  through: number;
}

export interface JobCostRules {
  visitFee: number;
  /** Whether the visit is still charged once the repair is approved. */
  visitChargedWhenApproved: boolean;
  diagnosisFee: number;
  /** Whether the diagnosis is deducted from the repair once the quote is approved. */
  diagnosisDeductedWhenApproved: boolean;
  /** The labour of this job: a range, or one amount (from === through). */
  labour: Amount;
  /** The emergency's fee on top of the visit, when the job is an emergency. */
  emergencyFee?: number;
}

export type CostItem = "visit" | "emergency" | "diagnosis" | "labour";

/** One line of the bill: what it is, its amount, and whether the rules waive it for this job. */
export interface CostLine {
  item: CostItem;
  amount: Amount;
  waived: boolean;
}

export interface JobCost {
  lines: CostLine[];
  /** The sum of the lines not waived. */
  total: Amount;
  /** Whether parts come on top (only a repair that is done uses parts). */
  plusParts: boolean;
}

const one = (value: number): Amount => ({ from: value, through: value });

/** The bill of one job: approved (repaired) or declined (the visit and the diagnosis only). */
export function jobCost(rules: JobCostRules, approved: boolean): JobCost {
  const lines: CostLine[] = [
    { item: "visit", amount: one(rules.visitFee), waived: approved && !rules.visitChargedWhenApproved },
    ...(rules.emergencyFee !== undefined
      ? [{ item: "emergency" as const, amount: one(rules.emergencyFee), waived: false }]
      : []),
    { item: "diagnosis", amount: one(rules.diagnosisFee), waived: approved && rules.diagnosisDeductedWhenApproved },
    ...(approved ? [{ item: "labour" as const, amount: rules.labour, waived: false }] : []),
  ];
  const charged = lines.filter((line) => !line.waived);
  const sum = (key: keyof Amount) =>
    Math.round(charged.reduce((total, line) => total + line.amount[key] * 100, 0)) / 100;
  return { lines, total: { from: sum("from"), through: sum("through") }, plusParts: approved };
}
