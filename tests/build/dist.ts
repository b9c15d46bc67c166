// Reading the built site (dist/) for the build checks: pages, their parsed documents, and the bytes each
// page makes a browser download. Run after `npm run build`.
import { existsSync, readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { fileToCleanUrl, gzipSize, inlineAssets, listHtmlFiles, urlPathToFile } from "../../scripts/bench-lib.mjs";

export const DIST = new URL("../../dist/", import.meta.url).pathname;

if (!existsSync(`${DIST}index.html`)) throw new Error("dist/ is missing: run `npm run build` first");

export interface BuiltPage {
  /** dist-relative file, e.g. "contato.html" */
  file: string;
  /** the clean URL, e.g. "/contato" ("/404" for the not-found page) */
  path: string;
  html: string;
  document: Document;
}

export const builtPages: BuiltPage[] = listHtmlFiles(DIST).map((file: string) => {
  const html = readFileSync(DIST + file, "utf8");
  return { file, path: fileToCleanUrl(file), html, document: new JSDOM(html).window.document };
});

export const pageAt = (path: string) => {
  const page = builtPages.find((p) => p.path === path);
  if (!page) throw new Error(`no built page at ${path}`);
  return page;
};

/** The dist file served for a site path, or null. */
export const fileFor = (pathname: string): string | null => urlPathToFile(DIST, pathname);

const read = (pathname: string) => {
  const file = fileFor(pathname);
  if (!file) throw new Error(`${pathname} is referenced but not in dist/`);
  return readFileSync(file);
};

/**
 * Every JavaScript file the page can load: scripts, module preloads, the islands' component and
 * renderer modules, and everything those import, statically or dynamically ("in all").
 */
export function pageScriptFiles(page: BuiltPage): string[] {
  const doc = page.document;
  const entries = [
    ...[...doc.querySelectorAll("script[src]")].map((el) => el.getAttribute("src")!),
    ...[...doc.querySelectorAll('link[rel="modulepreload"]')].map((el) => el.getAttribute("href")!),
    ...[...doc.querySelectorAll("astro-island")].flatMap((el) => [
      el.getAttribute("component-url")!,
      el.getAttribute("renderer-url")!,
    ]),
  ].filter(Boolean);
  const seen = new Set<string>();
  const todo = entries.map((url) => new URL(url, "https://site.invalid/").pathname);
  while (todo.length) {
    const path = todo.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = read(path).toString("utf8");
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      todo.push(new URL(match[1]!, `https://site.invalid${path}`).pathname);
    }
  }
  return [...seen].sort();
}

/** Gzipped bytes a page downloads (photos aside): its HTML, CSS, JavaScript and icon. */
export function pageWeight(page: BuiltPage) {
  const inline = inlineAssets(page.html) as { js: string[]; css: string[] };
  const css =
    [...page.document.querySelectorAll('link[rel="stylesheet"]')]
      .map((el) => gzipSize(read(el.getAttribute("href")!)))
      .reduce((a, b) => a + b, 0) + (inline.css.length ? gzipSize(inline.css.join("\n")) : 0);
  const js =
    pageScriptFiles(page)
      .map((path) => gzipSize(read(path)))
      .reduce((a, b) => a + b, 0) + (inline.js.length ? gzipSize(inline.js.join("\n")) : 0);
  const icons = [...page.document.querySelectorAll('link[rel="icon"]')]
    .map((el) => gzipSize(read(el.getAttribute("href")!)))
    .reduce((a, b) => a + b, 0);
  const html = gzipSize(page.html);
  return { html, css, js, icons, total: html + css + js + icons };
}

export const KiB = 1024;
