import { describe, expect, it } from "vitest";
import { formatHour } from "./format";

describe("formatHour", () => {
  it.each([
    ["07:30", "7h30"],
    ["18:00", "18h"],
    ["08:05", "8h05"],
    ["00:00", "0h"],
  ])("%s reads %s", (time, expected) => {
    expect(formatHour(time)).toBe(expected);
  });
});
