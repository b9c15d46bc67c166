// The owner's forms (Sveltia CMS, src/pages/admin/) are bundled from the package's npm build, which loads some
// libraries only for field types this site's forms never use: code highlighting (Shiki's ~240 languages),
// maps (Leaflet, Terra Draw), SVG optimisation (svgo; the forms take no SVG) and HTML to Markdown (turndown;
// no rich text). Bundled, they were ~600 files and 15 MB in dist/_astro/, and their brotli copies took most of a
// build's time. Imported from the CMS, each is one empty module (one file): the CMS only reaches for one when a form
// shows that field type. Its fonts come from /_astro/ only (transform, below). Its Portuguese is the package's
// pt-BR with ours put over it (load, below).
import { readFileSync } from "node:fs";
import { adminLocaleOverrides } from "../src/content/admin-locale.ts";
import { mergeMessages } from "../src/lib/admin-locale.ts";

const UNUSED =
  /^(@shikijs\/(langs|themes)(\/.*)?|leaflet(\/.*)?|terra-draw|terra-draw-leaflet-adapter|svgo(\/.*)?|turndown(\/.*)?)$/;
const STUB = "\0admin-unused";
/** The package's pt-BR strings, which the CMS imports (a chunk of its own) when its language is Portuguese. */
const PT_BR = /[\\/]@sveltia[\\/]cms[\\/]locales[\\/]pt-BR\.json$/;
/** An @font-face rule whose font is at jsDelivr. */
const CDN_FONT = /@font-face \{[^}]*https:\/\/cdn\.jsdelivr\.net\/[^}]*\}/;

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
      if (!/[\\/]@sveltia[\\/]cms[\\/]npm[\\/]/.test(id) || !CDN_FONT.test(code)) return null;
      return { code: code.replace(new RegExp(CDN_FONT.source, "g"), ""), map: null };
    },
  };
}
