// The owner's kit (src/pages/kit-do-dono/): the helpers that turn facts into what he types into his Google
// Business Profile and his WhatsApp Business app, so neither can drift from the site. The words are in
// src/content/owner-kit.ts.
import { datesFrom } from "./business-schema.ts";

/**
 * The longest texts each place accepts, in characters. Google: the profile's description (750) and a
 * service's description (300). Meta: the WhatsApp Business profile's "about" (139) and description (512),
 * a text message (4096), a catalogue item's name (200) and description (5000). The quick reply's shortcut
 * is kept to one short word of ours (25), easy to type.
 */
export const LIMITS = {
  googleDescription: 750,
  googleService: 300,
  whatsappAbout: 139,
  whatsappDescription: 512,
  whatsappMessage: 4096,
  catalogueName: 200,
  catalogueDescription: 5000,
  quickReplyShortcut: 25,
} as const;

/** A text that must fit a place: returned as it is, or an error naming the place and the overflow. */
export function within(limit: number, place: string, text: string): string {
  if ([...text].length > limit)
    throw new Error(
      `${place}: ${[...text].length} characters, the limit is ${limit}. Shorten the facts it is made of.`,
    );
  return text;
}

/** The address with campaign parameters, so the owner's statistics tell visits from the profile apart. */
export function withCampaign(url: string, source: string, medium: string, campaign: string): string {
  const address = new URL(url);
  address.searchParams.set("utm_source", source);
  address.searchParams.set("utm_medium", medium);
  address.searchParams.set("utm_campaign", campaign);
  return address.href;
}

export const WEEK = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type Weekday = (typeof WEEK)[number];

interface Period {
  dayOfWeek: readonly Weekday[];
  opens: string;
  closes: string;
}

/** The week from Sunday, each day with its opening periods ("07:30-18:00"), none when closed. */
export function weekHours(periods: readonly Period[]): Array<{ day: Weekday; hours: string[] }> {
  return WEEK.map((day) => ({
    day,
    hours: periods.filter((p) => p.dayOfWeek.includes(day)).map((p) => `${p.opens}-${p.closes}`),
  }));
}

interface Closure {
  reason: string;
  from: string;
  through: string;
  longClosure: boolean;
}

/**
 * The closures as Google takes them: each closed day of a holiday as special hours, and the closures
 * longer than special hours allow apart (the profile is marked temporarily closed for them).
 */
export function specialHours(closures: readonly Closure[]) {
  return {
    closedDays: closures
      .filter((c) => !c.longClosure)
      .flatMap((c) => datesFrom(c.from, c.through).map((date) => ({ date, reason: c.reason }))),
    longClosures: closures.filter((c) => c.longClosure),
  };
}

/** RFC 4180 CSV: every field quoted, quotes doubled, CRLF line ends. */
export const toCsv = (rows: ReadonlyArray<readonly string[]>) =>
  rows.map((row) => row.map((field) => `"${field.replaceAll('"', '""')}"`).join(",")).join("\r\n") + "\r\n";
