import { readFileSync, statSync } from "node:fs";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { business } from "../../src/config/business";
import { pageTitle, TITLE_MAX } from "../../src/lib/page-title";
import { themeColor } from "../../src/lib/theme";
import { builtPages, DIST, pageAt, ROOT } from "./dist";
import { families } from "../helpers/families";
import { familyPath } from "../../src/lib/machines";
import { SUPPLIER_SHEET_PATH } from "../../src/content/supplier-sheet";

const site = new URL("/", business.siteUrl);
/** The machines' sticker pages (one stands for all), opened from a label and kept out of search. */
const machinePages = builtPages.filter((p) => p.path.startsWith("/maquina/"));
/** The plan's sample report: an example, kept out of search. */
const SAMPLE_REPORT = "/manutencao-preventiva/relatorio-exemplo";
/** Printable documents, out of search: the plan's sample report and the supplier sheet. */
const documents = [SAMPLE_REPORT, SUPPLIER_SHEET_PATH];
const indexable = builtPages.filter(
  (p) => p.path !== "/404" && !documents.includes(p.path) && !machinePages.includes(p),
);
const tokens = readFileSync(`${ROOT}/src/styles/global.css`, "utf8");
const meta = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute("content") ?? null;

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Width and height of a JPEG, from its first start-of-frame segment. */
function jpegSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  for (let at = 2; at < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes.readUInt16BE(at);
    if (marker >= 0xffc0 && marker <= 0xffc3)
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
  }
  throw new Error(`${file}: no start-of-frame segment`);
}

describe("found on Google", () => {
  it("builds the pages of the site and the 404", () => {
    expect(builtPages.map((p) => p.path).sort()).toEqual(
      [
        "/",
        "/404",
        "/acessibilidade",
        "/contato",
        "/fidelidade",
        SUPPLIER_SHEET_PATH,
        ...(business.preventivePlan ? ["/manutencao-preventiva", SAMPLE_REPORT] : []),
        "/privacidade",
        "/servicos",
        ...families.map(familyPath),
        ...(business.machineLabels ? [`/maquina/${business.machineLabels.prefix}-0001`] : []),
        "/termos",
      ].sort(),
    );
  });

  it.each(indexable.map((p) => [p.path, p] as const))(
    "%s has its own title, description and canonical",
    (path, page) => {
      const doc = page.document;
      expect(doc.documentElement.lang).toBe("pt-BR");
      const own = doc.title.replace(` | ${business.brandName}`, "");
      expect(doc.title).toBe(pageTitle(own, business.brandName));
      expect(own.length).toBeLessThanOrEqual(TITLE_MAX);
      const description = meta(doc, 'meta[name="description"]')!;
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(170);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(new URL(path, site).href);
      expect(doc.querySelectorAll("h1")).toHaveLength(1);
      expect(meta(doc, 'meta[name="robots"]')).toBeNull();
    },
  );

  it("titles and descriptions are not repeated across pages", () => {
    expect(new Set(indexable.map((p) => p.document.title)).size).toBe(indexable.length);
    const descriptions = indexable.map((p) => meta(p.document, 'meta[name="description"]'));
    expect(new Set(descriptions).size).toBe(indexable.length);
  });

  it.each(indexable.map((p) => [p.path, p] as const))("%s has Open Graph and Twitter previews", (path, page) => {
    const doc = page.document;
    expect(meta(doc, 'meta[property="og:title"]')).toBe(doc.title);
    expect(meta(doc, 'meta[property="og:url"]')).toBe(new URL(path, site).href);
    expect(meta(doc, 'meta[property="og:locale"]')).toBe("pt_BR");
    expect(meta(doc, 'meta[property="og:image"]')).toBe(new URL("/og.jpg", site).href);
    expect(meta(doc, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(meta(doc, 'meta[property="og:description"]')).toBe(meta(doc, 'meta[name="description"]'));
    expect(meta(doc, 'meta[property="og:image:alt"]')).toBeTruthy();
    expect(meta(doc, 'meta[name="twitter:image:alt"]')).toBe(meta(doc, 'meta[property="og:image:alt"]'));
  });

  it("the share image is a 1200×630 JPEG under 300 KB (WhatsApp drops larger previews), the touch icon 180×180", () => {
    expect(jpegSize(`${DIST}/og.jpg`)).toEqual({ width: 1200, height: 630 });
    expect(statSync(`${DIST}/og.jpg`).size).toBeLessThan(300 * 1024);
    expect(pngSize(`${DIST}/apple-touch-icon.png`)).toEqual({ width: 180, height: 180 });
    expect(pageAt("/").document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href")).toBe(
      "/apple-touch-icon.png",
    );
  });

  it("the favicon is the brand mark in today's colour tokens, a 48×48 PNG (Google wants a multiple of 48 px)", () => {
    const icon = pageAt("/").document.querySelector('link[rel="icon"]')!;
    expect([icon.getAttribute("href"), icon.getAttribute("type")]).toEqual(["/favicon.png", "image/png"]);
    const png = PNG.sync.read(readFileSync(`${DIST}/favicon.png`));
    expect([png.width, png.height]).toEqual([48, 48]);
    const pixel = (x: number, y: number) => {
      const at = (y * png.width + x) * 4;
      const [r = 0, g = 0, b = 0, alpha = 0] = png.data.subarray(at, at + 4);
      return alpha === 0 ? "transparent" : `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
    };
    // Round corners; the tile above the cog; the top of the cog's outer ring (each build draws it from the
    // tokens, src/pages/favicon.png.ts).
    expect([pixel(0, 0), pixel(47, 47)]).toEqual(["transparent", "transparent"]);
    expect(pixel(24, 3)).toBe(themeColor(tokens, "accent"));
    expect(pixel(24, 14)).toBe(themeColor(tokens, "on-accent"));
  });

  it("the sitemap lists exactly the indexable pages", () => {
    const index = readFileSync(`${DIST}/sitemap-index.xml`, "utf8");
    expect(index).toContain(new URL("/sitemap-0.xml", site).href);
    const urls = [...readFileSync(`${DIST}/sitemap-0.xml`, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls.sort()).toEqual(indexable.map((p) => new URL(p.path, site).href).sort());
  });

  // A search engine reads a page's noindex only where robots.txt lets it fetch the page.
  it("robots.txt disallows nothing, so the noindex of every page kept out of search is read, and names the sitemap", () => {
    expect(readFileSync(`${DIST}/robots.txt`, "utf8")).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap-index.xml", site).href}\n`,
    );
  });

  it.each(["/404", SUPPLIER_SHEET_PATH, ...machinePages.map((p) => p.path)])(
    "%s is not indexed and has no canonical",
    (path) => {
      const doc = pageAt(path).document;
      expect(meta(doc, 'meta[name="robots"]')).toBe("noindex");
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    },
  );
});
