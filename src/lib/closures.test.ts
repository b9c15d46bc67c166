import { describe, expect, it } from "vitest";
import { dayInSaoPaulo, formatDayRange, resolveToday, upcomingClosures } from "./closures";

const natal = { reason: "Natal", from: "2026-12-24", through: "2026-12-26" };
const anoNovo = { reason: "Ano-novo", from: "2026-12-31", through: "2027-01-02" };
const carnaval = { reason: "Carnaval", from: "2027-02-08", through: "2027-02-09" };

describe("upcomingClosures", () => {
  it("keeps the closures starting within 30 days, the soonest first", () => {
    expect(upcomingClosures([carnaval, anoNovo, natal], "2026-12-01")).toEqual([natal, anoNovo]);
    expect(upcomingClosures([carnaval, anoNovo, natal], "2026-11-24")).toEqual([natal]);
  });

  it("counts the 30th day in and the 31st out", () => {
    expect(upcomingClosures([natal], "2026-11-24")).toEqual([natal]);
    expect(upcomingClosures([natal], "2026-11-23")).toEqual([]);
  });

  it("keeps a closure until its last day, and drops it the day after", () => {
    expect(upcomingClosures([natal], "2026-12-26")).toEqual([natal]);
    expect(upcomingClosures([natal], "2026-12-27")).toEqual([]);
  });
});

describe("formatDayRange", () => {
  it.each([
    ["2026-12-24", "2026-12-26", "24 a 26 de dezembro"],
    ["2026-12-31", "2027-01-02", "31 de dezembro a 2 de janeiro"],
    ["2026-12-25", "2026-12-25", "25 de dezembro"],
    ["2026-12-30", "2027-01-01", "30 de dezembro a 1º de janeiro"],
    ["2027-03-01", "2027-03-03", "1º a 3 de março"],
  ])("%s to %s reads %s", (from, through, expected) => {
    expect(formatDayRange(from, through)).toBe(expected);
  });
});

describe("resolveToday", () => {
  it("takes SITE_TODAY when set", () => {
    expect(resolveToday("2026-12-01", new Date("2030-01-01T12:00:00Z"))).toBe("2026-12-01");
  });

  it("stops on a value that is not a date", () => {
    expect(() => resolveToday("2026-02-30", new Date())).toThrow(/SITE_TODAY/);
    expect(() => resolveToday("1/12/2026", new Date())).toThrow(/SITE_TODAY/);
  });

  it("is otherwise the day in São Paulo, not the machine's zone", () => {
    // 01:30 UTC on 25 December is still 24 December in São Paulo (UTC−3).
    expect(resolveToday(undefined, new Date("2026-12-25T01:30:00Z"))).toBe("2026-12-24");
    expect(dayInSaoPaulo(new Date("2026-12-25T03:30:00Z"))).toBe("2026-12-25");
  });
});
