import { statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SITE_HEADERS, pageCsp } from "../../integrations/hosts.mjs";
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

  // A new connection sends 10 segments (14,600 bytes) before it waits for the browser's first answer: a page
  // whose response, headers and document, fits in them paints a round trip sooner (npm run bench measures
  // it against a bare page on each server). Servers that send files send the build's brotli copy (nginx,
  // Apache); the others compress on the fly, with gzip at level 6 at worst (Cloudflare's runtime, most
  // shared hosts without the copies).
  const FIRST_ROUND_TRIP = 14_600;
  // The server's own headers (status line, Date, Server, Content-Type, Content-Length, ETag, Vary,
  // Last-Modified, Keep-Alive…): Apache's, the longest measured, are about 330 bytes.
  const SERVER_HEADERS = 400;
  it.each(builtPages.map((p) => [p.path, p] as const))("%s arrives in the connection's first round trip", (_, page) => {
    const sent = [["Content-Security-Policy", pageCsp(page.html, page.file)], ...SITE_HEADERS.slice(1)];
    const headers = sent.reduce((bytes, [name, value]) => bytes + `${name}: ${value}\r\n`.length, SERVER_HEADERS);
    const brotli = statSync(`${DIST}/${page.file}.br`).size;
    const gzip = gzipSync(page.html, { level: 6 }).length;
    expect(headers + brotli, "headers and the page's brotli copy, bytes").toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    expect(headers + gzip, "headers and the page gzipped at level 6, bytes").toBeLessThanOrEqual(FIRST_ROUND_TRIP);
  });

  it("only the two interactive pages hydrate anything", () => {
    const hydrated = builtPages.filter((p) => pageWeight(p.html).js > 0).map((p) => p.path);
    expect(hydrated.sort()).toEqual(["/contato", "/fidelidade"]);
  });
});
