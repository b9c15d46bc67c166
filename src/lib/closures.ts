// Which closures (holidays) a page announces, and how their days read. A static page knows only the day it was
// built: a closure already over drops out at the next build (the deploy workflow rebuilds weekly for this).
import { addDays } from "./business-schema.ts";

export interface Closure {
  reason: string;
  from: string;
  through: string;
}

/** How many days ahead a closure is announced. */
export const CLOSURE_NOTICE_DAYS = 30;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day of an instant in São Paulo, as an ISO date: the business's day, whatever the build machine's zone. */
export const dayInSaoPaulo = (now: Date) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);

/**
 * The build's "today": `value` (SITE_TODAY, an ISO date) when given, so that tests build the same pages on any
 * day; otherwise the day in São Paulo at `now`. A value that is not a real date stops the build.
 */
export function resolveToday(value: string | undefined, now: Date): string {
  if (!value) return dayInSaoPaulo(now);
  if (!ISO_DATE.test(value) || addDays(value, 0) !== value) {
    throw new Error(`SITE_TODAY must be a date written 2026-12-01, found "${value}"`);
  }
  return value;
}

/** The closures not over by `today` that start within `days` days of it, the soonest first. */
export const upcomingClosures = <T extends Closure>(
  closures: readonly T[],
  today: string,
  days = CLOSURE_NOTICE_DAYS,
): T[] =>
  closures
    .filter((closure) => closure.through >= today && closure.from <= addDays(today, days))
    .sort((a, b) => a.from.localeCompare(b.from));

const monthName = (isoDate: string) =>
  new Intl.DateTimeFormat("pt-BR", { month: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
/** The day of the month as Brazilians write it in a date: "1º", "2", … "31". */
const dayOfMonth = (isoDate: string) => {
  const day = Number(isoDate.slice(8, 10));
  return day === 1 ? "1º" : String(day);
};

/**
 * Days from one ISO date through another, without the year (a closure is announced within weeks):
 * "25 de dezembro", "24 a 26 de dezembro", "31 de dezembro a 2 de janeiro".
 */
export function formatDayRange(from: string, through: string): string {
  const last = `${dayOfMonth(through)} de ${monthName(through)}`;
  if (from === through) return last;
  const sameMonth = from.slice(0, 7) === through.slice(0, 7);
  return `${dayOfMonth(from)}${sameMonth ? "" : ` de ${monthName(from)}`} a ${last}`;
}
