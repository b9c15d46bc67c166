// The day the site is built for, read here and only here: closures already over drop out of the pages at each
// build. SITE_TODAY=2026-12-01 sets it, so the tests build the same pages on any day (npm test sets it);
// otherwise it is today in São Paulo.
// (Imports name their .ts file so that the Node scripts in scripts/ can load this file too.)
import { resolveToday } from "../lib/closures.ts";

export const siteToday = resolveToday(process.env["SITE_TODAY"], new Date());

/**
 * The latest day a job photo may carry: today in São Paulo, even when SITE_TODAY builds the site for a day before
 * (the tests, and the checks before each publication, build for a fixed day): a photo the owner took since that
 * day is real, only a day still to come is a slip.
 */
export const latestPhotoDay = [siteToday, resolveToday(undefined, new Date())].sort().at(-1)!;
