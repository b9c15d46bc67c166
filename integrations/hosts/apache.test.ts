import { describe, expect, it } from "vitest";
import { htaccess } from "./apache.mjs";

const site = { pages: [], adminCsp: undefined, files: [] };

describe("htaccess", () => {
  it("sends the bare domain, after the HTTPS redirect, to the same address on the www. host", () => {
    const file = htaccess(site, "www.example.com.br");
    const rule = [
      "  RewriteCond %{HTTP_HOST} ^example\\.com\\.br$ [NC]",
      "  RewriteRule ^ https://www.example.com.br%{REQUEST_URI} [R=301,L]",
    ].join("\n");
    expect(file).toContain(rule);
    // HSTS preloading asks that http://example.com.br go to https://example.com.br first.
    expect(file.indexOf(rule)).toBeGreaterThan(file.indexOf("RewriteRule ^ https://%{SERVER_NAME}"));
    expect(htaccess(site, "loja.example.com")).not.toContain("HTTP_HOST");
    expect(file).not.toContain("{{");
  });
});
