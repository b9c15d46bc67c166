import { describe, expect, it } from "vitest";
import { builtPages, FIRST_ROUND_TRIP, KiB, pageAt, pageWeight, sentBytes } from "./dist";

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

  it.each(builtPages.map((p) => [p.path, p] as const))("%s arrives in the connection's first round trip", (_, page) => {
    const { brotli, gzip } = sentBytes(page);
    expect(brotli, "headers and the page's brotli copy, bytes").toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    expect(gzip, "headers and the page gzipped at level 6, bytes").toBeLessThanOrEqual(FIRST_ROUND_TRIP);
  });

  it("only the two interactive pages hydrate anything", () => {
    const hydrated = builtPages.filter((p) => pageWeight(p.html).js > 0).map((p) => p.path);
    expect(hydrated.sort()).toEqual(["/contato", "/fidelidade"]);
  });
});
