/** @module-tag builds */
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PAGE, filesIn } from "../../integrations/files.mjs";
import { buildFolder, buildSite } from "../helpers/build-env";
import { parseHeadersFile } from "../helpers/headers-file";
import { DIST, galleryHashes, pageAt } from "./dist";

// The "Trabalhos realizados" gallery exists only when the owner has added photos (src/content/works, empty
// as shipped). Here the site is built a second time, into a temporary folder, with the fixture entries of
// tests/fixtures/works, to prove the section renders and the photos are optimised; and built as Cloudflare Pages
// builds it (CF_PAGES), to prove what a build there writes for its host. The same build, with photos and for a
// server of its own, is photos.test.ts's.
const root = new URL("../../", import.meta.url).pathname;
// Made when the checks start: a run that filters them out (check:quick) leaves no folder behind.
let temp: string;
let home: Document;

beforeAll(async () => {
  temp = buildFolder("works");
  const { status, output } = await buildSite(path.join(temp, "dist"), {
    SITE_WORKS_DIR: path.join(root, "tests/fixtures/works"),
    CF_PAGES: "1",
  });
  expect(status, output).toBe(0);
  home = new JSDOM(readFileSync(path.join(temp, "dist/index.html"), "utf8")).window.document;
  // Its turn may come after the other builds' (tests/helpers/build-env.ts).
}, 600_000);

afterAll(() => temp && rmSync(temp, { recursive: true, force: true }));

describe("works gallery", () => {
  it("is not rendered while there is no photo of the owner's", () => {
    expect(pageAt("/").document.querySelector("#trabalhos-titulo")).toBeNull();
  });

  it("renders one captioned figure per entry, newest first, after the technician", () => {
    const section = home.querySelector('section[aria-labelledby="trabalhos-titulo"]')!;
    expect(section).not.toBeNull();
    const figures = [...section.querySelectorAll("figure")];
    expect(figures.map((f) => f.querySelector("figcaption")?.textContent)).toEqual([
      "Troca de laçadores e regulagem do pontoOverloque de 4 fios · Nova Odessa · novembro de 2026",
      "Revisão completa antes da alta temporadaReta eletrônica · Americana · outubro de 2026",
    ]);
    expect(figures[0]!.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-18");
    expect(section.compareDocumentPosition(home.querySelector("#experiencia-titulo")!)).toBe(
      home.defaultView!.Node.DOCUMENT_POSITION_PRECEDING,
    );
  });

  it("shows each photo on its machine family's page too, linking to the page of them all", () => {
    const family = (slug: string) =>
      new JSDOM(readFileSync(path.join(temp, `dist/servicos/${slug}.html`), "utf8")).window.document;
    const captions = (document: Document) =>
      [...document.querySelectorAll('[aria-labelledby="trabalhos-titulo"] figcaption > span:first-child')].map(
        (s) => s.textContent,
      );
    expect(captions(family("overloques-e-interloques"))).toEqual(["Troca de laçadores e regulagem do ponto"]);
    expect(captions(family("retas-e-pespontadeiras"))).toEqual(["Revisão completa antes da alta temporada"]);
    expect(family("bordadeiras").querySelector("#trabalhos-titulo")).toBeNull();
    const more = family("overloques-e-interloques").querySelector<HTMLAnchorElement>(
      '[aria-labelledby="trabalhos-titulo"] a[href="/trabalhos"]',
    );
    expect(more?.textContent).toBeTruthy();
  });

  it("has a page of them all, /trabalhos, only when there is a photo", () => {
    const page = new JSDOM(readFileSync(path.join(temp, "dist/trabalhos.html"), "utf8")).window.document;
    expect(page.querySelectorAll("main figure")).toHaveLength(2);
    expect(page.querySelector('a[rel="next"], a[rel="prev"]'), "one page, no pagination").toBeNull();
    expect(existsSync(path.join(DIST, "trabalhos.html"))).toBe(false);
  });

  it("changes the host's headers with it: the new page's own hashes are in its _headers, never stale", () => {
    // The shipped build's home page has no gallery; the fixture's has one, with its own inline styles.
    const { hashes, added } = galleryHashes(readFileSync(path.join(temp, "dist/index.html"), "utf8"));
    expect(added.length, "the gallery brings hashes of its own").toBeGreaterThan(0);
    const headers = readFileSync(path.join(temp, "dist/_headers"), "utf8");
    for (const hash of hashes) expect(headers, "_headers of the fixture build").toContain(hash);
    // The stale-snapshot failure: the shipped build's own files do not allow the fixture's new hashes.
    const shippedHeaders = readFileSync(path.join(DIST, "_headers"), "utf8");
    for (const hash of added) expect(shippedHeaders).not.toContain(hash);
  });

  it("serves AVIF at several widths, lazy, with width and height, all built", () => {
    const pictures = home.querySelectorAll('section[aria-labelledby="trabalhos-titulo"] picture');
    expect(pictures).toHaveLength(2);
    for (const picture of pictures) {
      const types = [...picture.querySelectorAll("source")].map((s) => s.getAttribute("type"));
      expect(types).toEqual(["image/avif"]);
      for (const source of picture.querySelectorAll("source")) {
        const candidates = source.getAttribute("srcset")!.split(", ");
        expect(candidates.map((c) => c.split(" ")[1])).toEqual(["480w", "800w", "1200w"]);
        for (const candidate of candidates) {
          const file = decodeURIComponent(new URL(candidate.split(" ")[0]!, "https://x.invalid/").pathname);
          expect(existsSync(path.join(temp, "dist", file)), file).toBe(true);
        }
        expect(source.getAttribute("sizes")).toBeTruthy();
      }
      const img = picture.querySelector("img")!;
      expect(img.getAttribute("loading")).toBe("lazy");
      expect(img.getAttribute("alt")).toMatch(/\w{3,}/);
      expect(Number(img.getAttribute("width")) / Number(img.getAttribute("height"))).toBeCloseTo(4 / 3, 1);
      expect(img.getAttribute("src")).toMatch(/^\/_astro\/.+\.jpg$/);
    }
  });
});

describe("a build on Cloudflare Pages", () => {
  it("writes _headers only: no .htaccess, no nginx files, no brotli copy", () => {
    expect(existsSync(path.join(temp, "dist/_headers"))).toBe(true);
    expect(existsSync(path.join(temp, "dist/.htaccess"))).toBe(false);
    expect(existsSync(path.join(temp, "deploy"))).toBe(false);
    expect(filesIn(path.join(temp, "dist")).filter((file) => file.endsWith(".br"))).toEqual([]);
  });

  it("detaches the catch-all's policy in each page's rule, so the page sends its own alone", () => {
    // Cloudflare joins the CSPs of every matching rule: each page's rule detaches the catch-all's first. Built
    // elsewhere the file is the same without those lines, which Netlify rejects.
    const cloudflare = parseHeadersFile(readFileSync(path.join(temp, "dist/_headers"), "utf8"));
    const elsewhere = parseHeadersFile(readFileSync(path.join(DIST, "_headers"), "utf8"));
    for (const [rule, headers] of elsewhere)
      expect(
        headers.some(([name]) => name === "!"),
        rule,
      ).toBe(false);
    // A rule for each of the shipped build's, and for the page of the photos, which only this build has.
    expect([...cloudflare.keys()].filter((rule) => !elsewhere.has(rule))).toEqual(["/trabalhos"]);
    expect([...elsewhere.keys()].filter((rule) => !cloudflare.has(rule))).toEqual([]);
    const csp = (headers: Array<[string, string]>) => headers.find(([name]) => name === "Content-Security-Policy");
    let pageRules = 0;
    for (const [rule, headers] of cloudflare) {
      const ownCsp = rule !== "/*" && csp(headers) !== undefined;
      if (ownCsp) pageRules++;
      // The owner's forms also send a COOP of their own (integrations/hosts/common.mjs: ADMIN_HEADERS).
      const detached = !ownCsp
        ? []
        : rule === ADMIN_PAGE.path
          ? ["Content-Security-Policy", "Cross-Origin-Opener-Policy"]
          : ["Content-Security-Policy"];
      expect(headers.slice(0, detached.length), rule).toEqual(detached.map((name) => ["!", name]));
      const own = headers.slice(detached.length);
      const shipped = elsewhere.get(rule);
      if (!shipped) continue;
      // The shipped build's rule, with the page's own policy where the photos changed it.
      expect(
        own.map(([name]) => name),
        rule,
      ).toEqual(shipped.map(([name]) => name));
      if (csp(own)?.[1] === csp(shipped)?.[1]) expect(own, rule).toEqual(shipped);
    }
    expect(pageRules).toBeGreaterThan(10);
  });
});
