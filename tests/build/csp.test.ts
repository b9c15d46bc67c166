import { describe, expect, it } from "vitest";
import { hashSource, metaCspOf, parseCsp } from "../../integrations/csp";
import { allPages } from "./dist";

// Each page's <meta> CSP allows exactly its own inline scripts and styles, by hash: no other page's, and
// nothing of its own left out (a browser would refuse it). The browser tests see any refusal as an error.

/** The hash sources of a directive of the page's <meta> policy, sorted. */
const hashesIn = (html: string, directive: string) =>
  (new Map(parseCsp(metaCspOf(html) ?? "")).get(directive) ?? []).filter((s) => s.startsWith("'sha256-")).sort();

describe.each(allPages.map((p) => [p.path, p] as const))("the CSP of %s", (_, page) => {
  const policy = metaCspOf(page.html) ?? "";

  it("allows exactly the page's own inline scripts and styles", () => {
    const scripts = [...page.document.querySelectorAll("script:not([src])")].filter(
      (s) => s.getAttribute("type") !== "application/ld+json",
    );
    const styles = [...page.document.querySelectorAll("style")];
    expect(hashesIn(page.html, "script-src")).toEqual(scripts.map((s) => hashSource(s.textContent!)).sort());
    expect(hashesIn(page.html, "style-src")).toEqual(styles.map((s) => hashSource(s.textContent!)).sort());
  });

  it("never allows inline code by keyword", () => {
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).not.toMatch(/'unsafe-(inline|eval|hashes)'/);
  });
});
