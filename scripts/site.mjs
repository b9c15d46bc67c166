// The built site (dist/): its pages, where each is served, and what each makes a browser download.
// Scripts and tests read the build through this module only.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { filesIn } from "../integrations/files.mjs";
import { INLINE_SCRIPT, importsOf } from "../integrations/page-styles.ts";
import { cleanPath } from "../src/lib/paths.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** dist/, or the build SITE_DIST names (the build tests read a second business's build through it). */
export const DIST = process.env["SITE_DIST"] ? path.resolve(process.env["SITE_DIST"]) : path.join(ROOT, "dist");

/**
 * Every built HTML file as { file: "contato.html", path: "/contato" }: home first, the rest by path. The
 * servers' configuration and the checks of validity and CSP read them all.
 * @param {string} [dist]
 */
export function allPages(dist = DIST) {
  if (!existsSync(path.join(dist, "index.html"))) throw new Error("dist/ has no built site: run `npm run build`");
  return filesIn(dist)
    .filter((file) => file.endsWith(".html") && !file.startsWith("_astro/"))
    .map((file) => ({ file, path: cleanPath(`/${file}`) }))
    .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)));
}

/**
 * The pages of the public site, as the page-by-page tests and the benchmark visit them: the machines'
 * sticker pages (maquina/, one per code, all alike) by their first one, and without the owner's printable
 * sheets (kit-do-dono/, tested on their own).
 * @param {string} [dist]
 */
export function builtPages(dist = DIST) {
  const pages = allPages(dist).filter((page) => !page.file.startsWith("kit-do-dono/"));
  const machine = pages.find((page) => page.file.startsWith("maquina/"));
  return pages.filter((page) => !page.file.startsWith("maquina/") || page === machine);
}

/**
 * The file a static host serves for a URL path with clean URLs (the file, then `.html`, then
 * `/index.html`), or null. Never a file outside dist/.
 * @param {string} pathname
 * @param {string} [dist]
 */
export function fileFor(pathname, dist = DIST) {
  const base = path.join(dist, path.posix.normalize(decodeURIComponent(pathname)));
  if (!base.startsWith(dist)) return null;
  return (
    [base, `${base}.html`, path.join(base, "index.html")].find((file) =>
      statSync(file, { throwIfNoEntry: false })?.isFile(),
    ) ?? null
  );
}

const gzipSize = (/** @type {string | Buffer} */ data) => gzipSync(data, { level: 9 }).length;
const read = (/** @type {string} */ url) => {
  const file = fileFor(new URL(url, "https://site.invalid/").pathname);
  if (!file) throw new Error(`${url} is referenced but not in dist/`);
  return readFileSync(file, "utf8");
};
const attributes = (/** @type {string} */ html, /** @type {RegExp} */ tag, /** @type {string} */ name) =>
  [...html.matchAll(tag)].flatMap((m) => [...m[0].matchAll(new RegExp(`\\s${name}="([^"]+)"`, "g"))].map((a) => a[1]));

/**
 * Every JavaScript file a page can load: its scripts, module preloads, the files its inline scripts name (the
 * islands' runtime), the islands' component and renderer modules, and all they import, statically or
 * dynamically.
 * @param {string} html
 */
export function scriptFiles(html) {
  const todo = [
    ...attributes(html, /<script\b[^>]*>/g, "src"),
    ...[...html.matchAll(INLINE_SCRIPT)].flatMap((m) =>
      [...m[1].matchAll(/"(\/_astro\/[^"]+\.js)"/g)].map((url) => url[1]),
    ),
    ...attributes(html, /<link\b[^>]*rel="modulepreload"[^>]*>/g, "href"),
    ...attributes(html, /<astro-island\b[^>]*>/g, "component-url"),
    ...attributes(html, /<astro-island\b[^>]*>/g, "renderer-url"),
  ].map((url) => new URL(url, "https://site.invalid/").pathname);
  const seen = new Set();
  while (todo.length) {
    const url = /** @type {string} */ (todo.pop());
    if (seen.has(url)) continue;
    seen.add(url);
    todo.push(...importsOf(read(url), url));
  }
  return [...seen].sort();
}

/**
 * Gzipped bytes (level 9) a page makes a browser download, photos aside: HTML, CSS, JavaScript (inline
 * executable scripts included; JSON-LD is data) and the icon.
 * @param {string} html
 */
export function pageWeight(html) {
  const inline = (/** @type {RegExp} */ re) => [...html.matchAll(re)].map((m) => m[1]).join("\n");
  const inlineJs = inline(INLINE_SCRIPT);
  const inlineCss = inline(/<style\b[^>]*>([\s\S]*?)<\/style>/g);
  const sum = (/** @type {string[]} */ urls) => urls.reduce((total, url) => total + gzipSize(read(url)), 0);
  const css =
    sum(attributes(html, /<link\b[^>]*rel="stylesheet"[^>]*>/g, "href")) + (inlineCss.trim() ? gzipSize(inlineCss) : 0);
  const js = sum(scriptFiles(html)) + (inlineJs.trim() ? gzipSize(inlineJs) : 0);
  const icons = sum(attributes(html, /<link\b[^>]*rel="icon"[^>]*>/g, "href"));
  const htmlBytes = gzipSize(html);
  return { html: htmlBytes, css, js, icons, total: htmlBytes + css + js + icons };
}
