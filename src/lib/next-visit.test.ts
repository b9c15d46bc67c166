import { describe, expect, it } from "vitest";
import { addMonths, firstVisitDay, isVisitDay, nextVisit } from "./next-visit";

describe("addMonths", () => {
  it.each([
    ["2026-03-10", 1, "2026-04-10"],
    ["2026-03-10", 2, "2026-05-10"],
    ["2026-03-10", 3, "2026-06-10"],
    ["2026-11-15", 2, "2027-01-15"],
    ["2026-12-05", 12, "2027-12-05"],
  ])("%s plus %i months is %s", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it("falls on the month's last day when the month is shorter", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-08-31", 1)).toBe("2026-09-30");
    expect(addMonths("2026-03-31", 3)).toBe("2026-06-30");
  });
});

describe("isVisitDay", () => {
  // 2026-04-10 is a Friday, 04-11 a Saturday, 04-12 a Sunday.
  it("never a Sunday; a Saturday only when the plan visits on Saturdays", () => {
    expect(isVisitDay("2026-04-10", {})).toBe(true);
    expect(isVisitDay("2026-04-11", {})).toBe(false);
    expect(isVisitDay("2026-04-11", { saturdays: false })).toBe(false);
    expect(isVisitDay("2026-04-11", { saturdays: true })).toBe(true);
    expect(isVisitDay("2026-04-12", { saturdays: true })).toBe(false);
  });

  it("never within a closure, its first and last days included", () => {
    const closures = [{ from: "2026-12-24", through: "2026-12-26" }];
    expect(isVisitDay("2026-12-23", { closures })).toBe(true);
    expect(isVisitDay("2026-12-24", { closures })).toBe(false);
    expect(isVisitDay("2026-12-26", { closures, saturdays: true })).toBe(false);
  });
});

describe("nextVisit", () => {
  it("is the frequency's months after the visit, on a weekday as it stands", () => {
    expect(nextVisit("2026-03-10", 1, {})).toBe("2026-04-10");
    expect(nextVisit("2026-03-10", 3, {})).toBe("2026-06-10");
  });

  it("moves past a weekend to Monday, or only past Sunday when the plan visits on Saturdays", () => {
    // 2026-04-11 is a Saturday.
    expect(nextVisit("2026-03-11", 1, {})).toBe("2026-04-13");
    expect(nextVisit("2026-03-11", 1, { saturdays: true })).toBe("2026-04-11");
    expect(nextVisit("2026-03-12", 1, { saturdays: true })).toBe("2026-04-13");
  });

  it("moves past a closure, and past the weekend after it", () => {
    // Christmas 2026: Thursday 24 through Saturday 26; the next visit day is Monday 28.
    const closures = [{ from: "2026-12-24", through: "2026-12-26" }];
    expect(nextVisit("2026-11-24", 1, { closures })).toBe("2026-12-28");
    expect(nextVisit("2026-11-24", 1, { closures, saturdays: true })).toBe("2026-12-28");
    expect(nextVisit("2026-11-23", 1, { closures })).toBe("2026-12-23");
  });

  it("refuses rules that leave no day in a year", () => {
    const closures = [{ from: "2026-01-01", through: "2027-12-31" }];
    expect(() => firstVisitDay("2026-03-10", { closures })).toThrow(/no visit day/);
  });
});
