// The owner's forms (Sveltia CMS, src/pages/admin/) are bundled from the package's npm build, which loads some
// libraries only for field types this site's forms never use: code highlighting (Shiki's ~240 languages),
// maps (Leaflet, Terra Draw), SVG optimisation (svgo; the forms take no SVG) and HTML to Markdown (turndown;
// no rich text). Bundled, they were ~600 files and 15 MB in dist/_astro/, and their brotli copies took most of a
// build's time. Imported from the CMS, each is one empty module (one file): the CMS only reaches for one when a form
// shows that field type. Its fonts come from /_astro/ only (transform, below). Its Portuguese is the package's
// pt-BR with ours put over it (load, below).
import { readFileSync } from "node:fs";
import { tokenizer } from "acorn";
import postcss from "postcss";
import valueParser from "postcss-value-parser";
import { adminLocaleOverrides } from "../src/content/admin-locale.ts";
import { mergeMessages } from "../src/lib/admin-locale.ts";

const UNUSED =
  /^(@shikijs\/(langs|themes)(\/.*)?|leaflet(\/.*)?|terra-draw|terra-draw-leaflet-adapter|svgo(\/.*)?|turndown(\/.*)?)$/;
const STUB = "\0admin-unused";
/** The package's pt-BR strings, which the CMS imports (a chunk of its own) when its language is Portuguese. */
const PT_BR = /[\\/]@sveltia[\\/]cms[\\/]locales[\\/]pt-BR\.json$/;
/** Where the CMS's stylesheet declares its fonts. */
const CDN = "https://cdn.jsdelivr.net/";

/** Whether an @font-face rule takes a font from the CDN: a url() of its src. */
const fromCdn = (/** @type {import("postcss").AtRule} */ rule) =>
  rule.some(
    (node) =>
      node.type === "decl" &&
      node.prop === "src" &&
      valueParser(node.value).nodes.some(
        (value) => value.type === "function" && value.value === "url" && !!value.nodes[0]?.value.startsWith(CDN),
      ),
  );

/** A string as the raw text of a template literal's part (no substitution in it). */
const templateRaw = (/** @type {string} */ text) =>
  text.replaceAll("\\", "\\\\").replaceAll("`", "\\`").replaceAll("${", "\\${");

/**
 * The module `code` without the @font-face rules at the CDN in the stylesheets its strings hold: acorn reads
 * the module's string and template literals, PostCSS each one that declares fonts, and only those literals
 * are written again. Undefined when the module declares no font at the CDN.
 * @param {string} code
 */
export function withoutCdnFonts(code) {
  if (!code.includes(CDN)) return undefined;
  /** @type {Array<{ start: number; end: number; text: string }>} */
  const edits = [];
  for (const token of tokenizer(code, { ecmaVersion: "latest", sourceType: "module" })) {
    const kind = token.type.label;
    // acorn's Token type leaves out `value`, which a string or template token carries (cooked).
    const { value } = /** @type {typeof token & { value: unknown }} */ (token);
    if ((kind !== "string" && kind !== "template") || typeof value !== "string") continue;
    if (!value.includes("@font-face") || !value.includes(CDN)) continue;
    const sheet = postcss.parse(value);
    let removed = 0;
    sheet.walkAtRules("font-face", (rule) => {
      if (!fromCdn(rule)) return;
      rule.remove();
      removed++;
    });
    if (!removed) continue;
    const text = sheet.toString();
    // A template part's token spans its raw text; a string's, its quotes too.
    edits.push({
      start: token.start,
      end: token.end,
      text: kind === "template" ? templateRaw(text) : JSON.stringify(text),
    });
  }
  if (!edits.length) return undefined;
  return edits.reduceRight((out, { start, end, text }) => out.slice(0, start) + text + out.slice(end), code);
}

/** @returns {import("vite").Plugin} */
export function adminBundle() {
  return {
    name: "admin-bundle",
    enforce: "pre",
    // The CMS's own module is 2.1 MB (it is one app, loaded by its owner only), over Vite's 500 kB warning;
    // the site's pages have their own, stricter limits (the budget checks: 75 KiB of JavaScript per page).
    config: () => ({ build: { chunkSizeWarningLimit: 2200 } }),
    resolveId(source, importer) {
      if (importer && /[\\/]@sveltia[\\/]cms[\\/]/.test(importer) && UNUSED.test(source)) return STUB;
      return null;
    },
    load(id) {
      if (id === STUB) return "export default undefined;";
      // Vite's JSON plugin then makes it a module, as it would the file itself.
      if (PT_BR.test(id))
        return JSON.stringify(mergeMessages(JSON.parse(readFileSync(id, "utf8")), adminLocaleOverrides));
      return null;
    },
    // Its UI's stylesheet also declares its fonts at jsDelivr, which the browser would try first (the policy
    // refuses it, with an error in the console) before the copies the CMS registers from /_astro/.
    transform(code, id) {
      if (!/[\\/]@sveltia[\\/]cms[\\/]npm[\\/]/.test(id)) return null;
      const without = withoutCdnFonts(code);
      return without === undefined ? null : { code: without, map: null };
    },
  };
}
