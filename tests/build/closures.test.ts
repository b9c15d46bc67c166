import { describe, expect, it } from "vitest";
import { business } from "../../src/config/business";
import { siteToday } from "../../src/config/today";
import { closureNotice } from "../../src/content/closures";
import { contact } from "../../src/content/contact";
import { formatDayRange, upcomingClosures } from "../../src/lib/closures";
import { builtPages, lineOf, pageAt } from "./dist";

// The coming closures, with their days, where a buyer looks for the hours: home's hours, /contato's and the
// stopped-machine box of every page. A closure already over, or starting more than 30 days after the build's
// day (SITE_TODAY, which the build and these checks share), shows nowhere.

const coming = upcomingClosures(business.closures, siteToday);
const others = business.closures.filter((closure) => !coming.includes(closure));
const days = (closure: { from: string; through: string }) => formatDayRange(closure.from, closure.through);

describe(`the closures, built for ${siteToday}`, () => {
  it("home's hours and /contato's name each coming closure with its days", () => {
    const hours = pageAt("/").document.querySelector("main > section dl")!;
    const contactHours = [...pageAt("/contato").document.querySelectorAll("main li")].map(lineOf);
    if (!closureNotice) return expect(coming).toEqual([]);
    expect(lineOf(hours)).toContain(closureNotice);
    expect(contactHours).toContain(closureNotice);
    for (const closure of coming) expect(closureNotice).toContain(`${days(closure)} (${closure.reason})`);
    expect(contact.channels.hours.at(-1)).toBe(closureNotice);
  });

  it.each(builtPages.map((p) => [p.path, p] as const))("%s: in the stopped-machine box, and no other", (_, page) => {
    const box = lineOf(page.document.querySelector("footer #maquina-parada"));
    if (closureNotice) expect(box).toContain(closureNotice);
    for (const closure of others) expect(lineOf(page.document.body)).not.toContain(days(closure));
  });
});
