// The coming closures, in one sentence for home's hours, /contato and the stopped-machine box: those of the
// facts file starting within 30 days of the build's day (src/config/today.ts); none, no sentence.
import { business } from "../config/business";
import { siteToday } from "../config/today";
import { formatDayRange, upcomingClosures } from "../lib/closures";
import { formatList } from "../lib/format";

const coming = upcomingClosures(business.closures, siteToday).map(
  (c) => `${c.from === c.through ? "em" : "de"} ${formatDayRange(c.from, c.through)} (${c.reason})`,
);

/** "Fechado de 24 a 26 de dezembro (Natal) e de 31 de dezembro a 2 de janeiro (Ano-novo)", or undefined. */
export const closureNotice = coming.length ? `Fechado ${formatList(coming)}` : undefined;
