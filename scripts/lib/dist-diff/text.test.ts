import { describe, expect, it } from "vitest";
import { shorten } from "./text.ts";

describe("shorten", () => {
  it("keeps a short text, and cuts a long one down to where it differs", () => {
    expect(shorten("curto")).toBe("curto");
    const a = `${"x".repeat(100)}ABC${"y".repeat(100)}`;
    const b = `${"x".repeat(100)}DEF${"y".repeat(100)}`;
    expect(shorten(a, b)).toMatch(/^…x+ABCy+…$/);
    expect(shorten(a, b).length).toBeLessThan(90);
  });
});
