import { describe, expect, it } from "vitest";
import { specialHours, toCsv, weekHours, withCampaign, within } from "./owner-kit";

describe("the owner's kit helpers", () => {
  it("add campaign parameters to an address, keeping its own", () => {
    expect(withCampaign("https://www.exemplo.com.br/?a=1", "google", "organic", "perfil")).toBe(
      "https://www.exemplo.com.br/?a=1&utm_source=google&utm_medium=organic&utm_campaign=perfil",
    );
  });

  it("lay the week out from Sunday, a day of two periods with both, a closed day with none", () => {
    const week = weekHours([
      { dayOfWeek: ["Monday", "Saturday"], opens: "08:00", closes: "12:00" },
      { dayOfWeek: ["Monday"], opens: "13:00", closes: "18:00" },
    ]);
    expect(week.map((d) => d.day)).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    expect(week[0]!.hours).toEqual([]);
    expect(week[1]!.hours).toEqual(["08:00-12:00", "13:00-18:00"]);
    expect(week[6]!.hours).toEqual(["08:00-12:00"]);
  });

  it("turn a holiday into its closed days and keep a long closure apart", () => {
    const { closedDays, longClosures } = specialHours([
      { reason: "Natal", from: "2026-12-24", through: "2026-12-25", longClosure: false },
      { reason: "Férias", from: "2027-01-04", through: "2027-01-20", longClosure: true },
    ]);
    expect(closedDays).toEqual([
      { date: "2026-12-24", reason: "Natal" },
      { date: "2026-12-25", reason: "Natal" },
    ]);
    expect(longClosures.map((c) => c.reason)).toEqual(["Férias"]);
  });

  it("write CSV fields quoted, with quotes doubled and CRLF line ends", () => {
    expect(
      toCsv([
        ["a", 'dito "assim"'],
        ["b,c", ""],
      ]),
    ).toBe('"a","dito ""assim"""\r\n"b,c",""\r\n');
  });

  it("pass a text that fits and stop one that does not, naming the place", () => {
    expect(within(3, "x", "abç")).toBe("abç");
    expect(() => within(3, "the profile's description", "abcd")).toThrow(
      "the profile's description: 4 characters, the limit is 3",
    );
  });
});
