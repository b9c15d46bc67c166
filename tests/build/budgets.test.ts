import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtPages, DIST, KiB, pageAt, pageWeight } from "./dist";

// Deterministic byte budgets on the build (gzip -9, KiB): what a cheap phone on a weak network downloads.
const noJavaScript = ["/", "/termos", "/privacidade", "/404"];

describe("performance budget", () => {
  it.each(noJavaScript)("%s ships zero JavaScript", (path) => {
    const page = pageAt(path);
    expect(pageWeight(page.html).js).toBe(0);
    expect(page.document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(page.document.querySelectorAll("astro-island")).toHaveLength(0);
  });

  it.each(builtPages.map((p) => [p.path, p] as const))("%s stays within the budgets", (_, page) => {
    const weight = pageWeight(page.html);
    expect(weight.js, "JavaScript, gzipped").toBeLessThanOrEqual(75 * KiB);
    expect(weight.css, "CSS, gzipped").toBeLessThanOrEqual(10 * KiB);
    expect(weight.total, "HTML + CSS + JS + icon, gzipped").toBeLessThanOrEqual(120 * KiB);
  });

  // A new connection sends 10 segments (about 14.6 KB) before it waits for the browser's first answer: a
  // page whose document (as nginx sends it: the build's brotli copy) fits in them, with room for the
  // response headers, paints a round trip sooner (npm run bench measures it against a bare page).
  it.each(builtPages.map((p) => [p.path, p] as const))("%s arrives in the connection's first round trip", (_, page) => {
    expect(statSync(`${DIST}/${page.file}.br`).size, "the page's brotli copy, bytes").toBeLessThanOrEqual(13.5 * KiB);
  });

  it("only the two interactive pages hydrate anything", () => {
    const hydrated = builtPages.filter((p) => pageWeight(p.html).js > 0).map((p) => p.path);
    expect(hydrated.sort()).toEqual(["/contato", "/fidelidade"]);
  });
});
