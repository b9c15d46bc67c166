// The built site (dist/, or SITE_DIST's): the pages the tests and the bench visit, where each is served, and what
// each makes a browser download. Every page of a build is integrations/files.mjs's allPages.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { allPages } from "../integrations/files.mjs";
import { attr, byTag, inlineScripts, parseHtml, rawText, type Document } from "../integrations/html.ts";
import { filesNamedInline, withImports } from "../integrations/scripts.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** dist/, or the build SITE_DIST names (the build tests read a second business's build through it). */
export const DIST = process.env["SITE_DIST"] ? path.resolve(process.env["SITE_DIST"]) : path.join(ROOT, "dist");

/**
 * The pages of the public site, as the page-by-page tests and the benchmark visit them: the machines'
 * sticker pages (maquina/, one per code, all alike) by their first one, and without the owner's printable
 * sheets (kit-do-dono/, tested on their own).
 */
export function builtPages(dist = DIST) {
  const pages = allPages(dist).filter((page) => !page.file.startsWith("kit-do-dono/"));
  const machine = pages.find((page) => page.file.startsWith("maquina/"));
  return pages.filter((page) => !page.file.startsWith("maquina/") || page === machine);
}

/**
 * The file a static host serves for a URL path with clean URLs (the file, then `.html`, then
 * `/index.html`), or null. Never a file outside dist/.
 */
export function fileFor(pathname: string, dist = DIST): string | null {
  const base = path.join(dist, path.posix.normalize(decodeURIComponent(pathname)));
  if (!base.startsWith(dist)) return null;
  return (
    [base, `${base}.html`, path.join(base, "index.html")].find((file) =>
      statSync(file, { throwIfNoEntry: false })?.isFile(),
    ) ?? null
  );
}

const gzipSize = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
const read = (url: string) => {
  const file = fileFor(new URL(url, "https://site.invalid/").pathname);
  if (!file) throw new Error(`${url} is referenced but not in dist/`);
  return readFileSync(file, "utf8");
};
/** The values of attribute `name` on the elements named `tag` (and with `rel` when given) of a page. */
const attributes = (document: Document, tag: string, name: string, rel = "") =>
  byTag(document, tag)
    .filter((el) => !rel || attr(el, "rel") === rel)
    .flatMap((el) => attr(el, name) ?? []);

/**
 * Every JavaScript file a page can load: its scripts, module preloads, the files its inline scripts name (the
 * islands' runtime), the islands' component and renderer modules, and all they import, statically or
 * dynamically.
 */
function scriptFiles(document: Document) {
  const urls = [
    ...attributes(document, "script", "src"),
    ...filesNamedInline(document),
    ...attributes(document, "link", "href", "modulepreload"),
    ...attributes(document, "astro-island", "component-url"),
    ...attributes(document, "astro-island", "renderer-url"),
  ].map((url) => new URL(url, "https://site.invalid/").pathname);
  return withImports(urls, read);
}

/**
 * Gzipped bytes (level 9) a page makes a browser download, photos aside: HTML, CSS, JavaScript (inline
 * executable scripts included; JSON-LD is data) and the icon.
 */
export function pageWeight(html: string) {
  const document = parseHtml(html);
  const inlineJs = inlineScripts(document).map(rawText).join("\n");
  const inlineCss = byTag(document, "style").map(rawText).join("\n");
  const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipSize(read(url)), 0);
  const css = sum(attributes(document, "link", "href", "stylesheet")) + (inlineCss.trim() ? gzipSize(inlineCss) : 0);
  const js = sum(scriptFiles(document)) + (inlineJs.trim() ? gzipSize(inlineJs) : 0);
  const icons = sum(attributes(document, "link", "href", "icon"));
  const htmlBytes = gzipSize(html);
  return { html: htmlBytes, css, js, icons, total: htmlBytes + css + js + icons };
}
