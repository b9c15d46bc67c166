import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { themeColor } from "./theme";

const css = readFileSync(new URL("../styles/global.css", import.meta.url), "utf8");

describe("themeColor", () => {
  it("reads a token of the stylesheet", () => {
    expect(themeColor(css, "inverse-raised")).toMatch(/^#[0-9a-f]{6}$/i);
    expect(themeColor("@theme {\n--color-accent: #fbbf24;\n--color-accent-soft: #fcd34d;\n}", "accent")).toBe(
      "#fbbf24",
    );
  });

  it("fails loudly on a token that does not exist", () => {
    expect(() => themeColor(css, "no-such-role")).toThrow("--color-no-such-role");
  });
});

describe("colours outside the token block", () => {
  const root = new URL("../../", import.meta.url);
  /** Each file the patterns match, tests aside, with its text. */
  const sources = async (patterns: string[]) => {
    const { globSync } = await import("node:fs");
    return globSync(patterns, { cwd: root.pathname })
      .filter((file) => !file.endsWith(".test.ts"))
      .map((file) => ({ file, text: readFileSync(new URL(file, root), "utf8") }));
  };

  it("are nowhere in the components, pages or scripts", async () => {
    const offenders = (await sources(["src/**/*.{ts,tsx,astro}", "scripts/*.mjs"])).filter(({ text }) =>
      /#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b(?![\w-])/.test(text),
    );
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });

  it("nor in the class names: no colour of Tailwind's palette (white, black, slate-500…), print aside", async () => {
    // A utility with a palette colour, e.g. bg-white, hover:text-white/90, ring-slate-200; print:text-black is
    // the printer's, not the theme's.
    const palette =
      /(?<![\w-]|print:)(?:bg|text|border|ring|outline|fill|stroke|decoration|divide|shadow|from|via|to|caret|placeholder)-(?:white|black|(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3})\b/;
    const offenders = (await sources(["src/**/*.{ts,tsx,astro}"])).flatMap(({ file, text }) =>
      text.split("\n").flatMap((line, index) => (palette.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
