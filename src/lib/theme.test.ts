import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { themeColor } from "./theme";

const css = readFileSync(new URL("../styles/global.css", import.meta.url), "utf8");

describe("themeColor", () => {
  it("reads a token of the stylesheet", () => {
    expect(themeColor(css, "inverse-raised")).toMatch(/^#[0-9a-f]{6}$/i);
    expect(themeColor("--color-accent: #fbbf24;\n--color-accent-soft: #fcd34d;", "accent")).toBe("#fbbf24");
  });

  it("fails loudly on a token that does not exist", () => {
    expect(() => themeColor(css, "no-such-role")).toThrow("--color-no-such-role");
  });
});

describe("colours outside the token block", () => {
  it("are nowhere in the components, pages or scripts", async () => {
    const { globSync } = await import("node:fs");
    const root = new URL("../../", import.meta.url);
    const files = globSync(["src/**/*.{ts,tsx,astro}", "scripts/*.mjs"], { cwd: root.pathname }).filter(
      (file) => !file.endsWith(".test.ts"),
    );
    const offenders = files.filter((file) =>
      /#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b(?![\w-])/.test(readFileSync(new URL(file, root), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
