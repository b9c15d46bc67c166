import { describe, expect, it } from "vitest";
import { fillTemplate } from "./template.mjs";

describe("fillTemplate", () => {
  it("writes a list in place of a placeholder on its own line, indented as it was, and a string inline", () => {
    const template = "<If>\n  {{rules}}\n</If>\nHeader set Cache-Control {{cache}}\n{{none}}\n";
    expect(fillTemplate(template, { rules: ["a", "  b"], cache: '"no-cache"', none: [] })).toBe(
      '<If>\n  a\n    b\n</If>\nHeader set Cache-Control "no-cache"\n',
    );
  });

  it("writes a line with a list once per item, its other placeholders as they are", () => {
    expect(fillTemplate("  listen {{listen}} ssl; # {{host}}\n", { listen: ["443", "[::]:443"], host: "a.b" })).toBe(
      "  listen 443 ssl; # a.b\n  listen [::]:443 ssl; # a.b\n",
    );
  });

  it("refuses a placeholder without a value, a value without a placeholder, and two lists on a line", () => {
    expect(() => fillTemplate("{{a}} {{b}}\n", { a: "1" })).toThrow("{{b}}");
    expect(() => fillTemplate("{{a}}\n", { a: "1", b: "2" })).toThrow("{{b}}");
    expect(() => fillTemplate("{{a}} {{b}}\n", { a: ["1"], b: ["2"] })).toThrow("{{a}} and {{b}} are lists");
  });
});
