// The day the site is built for, read here and only here: closures already over drop out of the pages at each
// build. SITE_TODAY=2026-12-01 sets it, so the tests build the same pages on any day (npm test sets it);
// otherwise it is today in São Paulo.
// (Imports name their .ts file so that the Node scripts in scripts/ can load this file too.)
import { resolveToday } from "../lib/closures.ts";

export const siteToday = resolveToday(process.env["SITE_TODAY"], new Date());
