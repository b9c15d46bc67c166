import { describe, expect, it } from "vitest";
import { builtPages, fileFor, pageAt } from "./dist";

// A link check of the build: every internal link and fragment resolves, every external one is well formed.
const linksOf = (document: Document) =>
  [...document.querySelectorAll("a[href], link[href], img[src], script[src]")].map(
    (el) => el.getAttribute("href") ?? el.getAttribute("src")!,
  );

const idsOf = (path: string) => new Set([...pageAt(path).document.querySelectorAll("[id]")].map((el) => el.id));

describe("links in the build", () => {
  it.each(builtPages.map((p) => [p.path, p] as const))("every link on %s resolves", (path, page) => {
    const broken: string[] = [];
    for (const href of linksOf(page.document)) {
      if (/^(tel|mailto):/.test(href)) continue;
      if (href.startsWith("#")) {
        if (!idsOf(path).has(decodeURIComponent(href.slice(1)))) broken.push(`${href}: no element with that id`);
        continue;
      }
      const url = new URL(href, `https://site.invalid${path}`);
      if (url.origin !== "https://site.invalid") {
        if (url.protocol !== "https:") broken.push(`${href}: external links must be https`);
        continue;
      }
      const target = url.pathname === "/404" ? null : fileFor(url.pathname);
      if (!target) {
        broken.push(`${href}: nothing in dist/ at ${url.pathname}`);
        continue;
      }
      if (url.hash) {
        const targetPath = builtPages.find((p) => target.endsWith(`/${p.file}`))?.path;
        if (!targetPath || !idsOf(targetPath).has(decodeURIComponent(url.hash.slice(1)))) {
          broken.push(`${href}: no element with id ${url.hash}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("uses clean URLs for pages (no .html, no trailing slash)", () => {
    for (const page of builtPages) {
      for (const href of linksOf(page.document).filter((h) => h.startsWith("/") && !h.startsWith("/_astro/"))) {
        expect(href, `on ${page.path}`).not.toMatch(/\.html(#|$)|.\/(#|$)/);
      }
    }
  });

  it("every id is unique on its page", () => {
    for (const page of builtPages) {
      const ids = [...page.document.querySelectorAll("[id]")].map((el) => el.id);
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        `on ${page.path}`,
      ).toEqual([]);
    }
  });
});
