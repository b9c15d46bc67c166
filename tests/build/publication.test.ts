// The owner's page of his saves ("Está no ar?", /admin/publicacao) as built: like his forms, not one of the site's
// pages (out of the page lists and the sitemap, kept out of search by its <meta> and every host's X-Robots-Tag),
// sent with its own policy, which lets it reach GitHub's API and nothing else outside the site.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hashSource, metaCspOf, parseCsp } from "../../integrations/csp";
import { PUBLICATION_PAGE } from "../../integrations/files.mjs";
import { pageCsp } from "../../integrations/hosts/common.mjs";
import { parseHeadersFile } from "../helpers/headers-file";
import { allPages, DIST } from "./dist";

const html = readFileSync(path.join(DIST, PUBLICATION_PAGE.file), "utf8");
const policy = new Map(parseCsp(metaCspOf(html)!));
const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

describe("the page of the owner's saves (/admin/publicacao)", () => {
  it("is not one of the site's pages: out of the page lists and the sitemap, kept out of search", () => {
    expect(allPages.map((page) => page.file)).not.toContain(PUBLICATION_PAGE.file);
    expect(readFileSync(path.join(DIST, "sitemap-0.xml"), "utf8")).not.toContain("publicacao");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it("reaches GitHub's API and nothing else outside the site, and runs only its own inline code", () => {
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.github.com"]);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    const scripts = policy.get("script-src") ?? [];
    expect(scripts.filter((source) => source.startsWith("'unsafe"))).toEqual([]);
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const script of inlineScripts) expect(scripts).toContain(hashSource(script));
  });

  it("is sent with its policy and noindex by every host", () => {
    const csp = pageCsp(html, PUBLICATION_PAGE.file);
    expect(parseHeadersFile(readFileSync(path.join(DIST, "_headers"), "utf8")).get(PUBLICATION_PAGE.path)).toEqual(
      expect.arrayContaining([
        ["Content-Security-Policy", csp],
        ["X-Robots-Tag", "noindex"],
      ]),
    );
    const nginx = readFileSync(path.join(DIST, "../deploy/page-csp.conf"), "utf8");
    expect(nginx).toContain(`"/${PUBLICATION_PAGE.file}" "${csp}";`);
    expect(nginx).toContain('~^/admin/ "noindex";');
    const htaccess = readFileSync(path.join(DIST, ".htaccess"), "utf8");
    expect(htaccess).toContain(`Header always set Content-Security-Policy "${csp}"`);
    expect(htaccess).toMatch(
      /<If "%\{REQUEST_URI\} =~ m#\^\/\(admin\/\|[^"]*">\n\s*Header always set X-Robots-Tag "noindex"/,
    );
  });
});
