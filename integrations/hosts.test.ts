import { describe, expect, it } from "vitest";
import { fillTemplate, nginxSite } from "./hosts.mjs";

describe("fillTemplate", () => {
  it("writes a list in place of a placeholder on its own line, indented as it was, and a string inline", () => {
    const template = "<If>\n  {{rules}}\n</If>\nHeader set Cache-Control {{cache}}\n{{none}}\n";
    expect(fillTemplate(template, { rules: ["a", "  b"], cache: '"no-cache"', none: [] })).toBe(
      '<If>\n  a\n    b\n</If>\nHeader set Cache-Control "no-cache"\n',
    );
  });

  it("refuses a placeholder without a value, a value without a placeholder, and lines inline", () => {
    expect(() => fillTemplate("{{a}} {{b}}\n", { a: "1" })).toThrow("{{b}}");
    expect(() => fillTemplate("{{a}}\n", { a: "1", b: "2" })).toThrow("{{b}}");
    expect(() => fillTemplate("x {{a}}\n", { a: ["1"] })).toThrow("line of its own");
  });
});

describe("nginxSite", () => {
  it("serves the host of the site's address, and the bare domain of a www. host", () => {
    const names = (site: string) => /^\s+server_name ([^;]+);/m.exec(nginxSite(site))?.[1];
    expect(names("https://www.example.com.br")).toBe("www.example.com.br example.com.br");
    expect(names("https://loja.example.com")).toBe("loja.example.com");
    expect(nginxSite("https://www.example.com.br")).toContain("/etc/letsencrypt/live/www.example.com.br/");
    expect(nginxSite("https://www.example.com.br")).not.toMatch(/\{\{|oliveira/);
  });
});
