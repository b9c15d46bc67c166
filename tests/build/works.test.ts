/** @module-tag builds */
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metaCspOf, parseCsp } from "../../integrations/csp";
import { buildFolder, buildSite } from "../helpers/build-env";
import { DIST, pageAt } from "./dist";

// The "Trabalhos realizados" gallery exists only when the owner has added photos (src/content/works, empty
// as shipped). Here the site is built a second time, into a temporary folder, with the fixture entries of
// tests/fixtures/works, to prove the section renders and the photos are optimised.
const root = new URL("../../", import.meta.url).pathname;
// Made when the checks start: a run that filters them out (check:quick) leaves no folder behind.
let temp: string;
let home: Document;

beforeAll(async () => {
  temp = buildFolder("works");
  const { status, output } = await buildSite(path.join(temp, "dist"), {
    SITE_WORKS_DIR: path.join(root, "tests/fixtures/works"),
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

  it("changes every host's headers with it: the new page's own hashes are in each, never stale", () => {
    // The shipped build's home page has no gallery; the fixture's has one, with its own inline styles.
    const hashesOf = (html: string) => new Set(parseCsp(metaCspOf(html)!).flatMap(([, sources]) => sources));
    const fixtureHashes = [...hashesOf(readFileSync(path.join(temp, "dist/index.html"), "utf8"))].filter((s) =>
      s.startsWith("'sha256-"),
    );
    const shipped = hashesOf(pageAt("/").html);
    const added = fixtureHashes.filter((hash) => !shipped.has(hash));
    expect(added.length, "the gallery brings hashes of its own").toBeGreaterThan(0);
    const hostFiles = {
      "dist/_headers": path.join(temp, "dist/_headers"),
      "dist/.htaccess": path.join(temp, "dist/.htaccess"),
      "deploy/page-csp.conf": path.join(temp, "deploy/page-csp.conf"),
    };
    for (const [name, file] of Object.entries(hostFiles)) {
      const text = readFileSync(file, "utf8");
      for (const hash of fixtureHashes) expect(text, `${name} of the fixture build`).toContain(hash);
    }
    // The stale-snapshot failure: the shipped build's own files do not allow the fixture's new hashes.
    for (const hash of added) expect(readFileSync(path.join(DIST, "_headers"), "utf8")).not.toContain(hash);
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
