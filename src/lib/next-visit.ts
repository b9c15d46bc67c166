// When a preventive plan's visits fall: the next one the plan's frequency after the last, on a day the
// technician visits (never a Sunday, a Saturday only when the plan visits on Saturdays, never a closure).
import { addDays } from "./business-schema.ts";

/** What makes a day one the technician can visit on. */
export interface VisitDays {
  /** The plan visits on Saturdays too; absent or false: Monday to Friday. */
  saturdays?: boolean | undefined;
  /** Days the business is closed (holidays), each from one ISO date through another. */
  closures?: readonly { from: string; through: string }[] | undefined;
}

/**
 * The same day of the month `months` later; the month's last day when it has no such day:
 * addMonths("2026-01-31", 1) is "2026-02-28".
 */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whether the technician can visit on an ISO date. */
export function isVisitDay(isoDate: string, { saturdays, closures = [] }: VisitDays): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || (weekday === 6 && !saturdays)) return false;
  return !closures.some(({ from, through }) => from <= isoDate && isoDate <= through);
}

/** The first visit day on or after an ISO date. */
export function firstVisitDay(isoDate: string, days: VisitDays): string {
  let day = isoDate;
  // A closure is days long, a year has 365: a year of searching means the rules leave no day at all.
  for (let tries = 0; tries < 366; tries++, day = addDays(day, 1)) if (isVisitDay(day, days)) return day;
  throw new Error(`no visit day within a year of ${isoDate}`);
}

/** The next visit: `everyMonths` after the last one, moved forward to the first day the technician visits. */
export const nextVisit = (lastVisit: string, everyMonths: number, days: VisitDays) =>
  firstVisitDay(addMonths(lastVisit, everyMonths), days);
