// The owner's forms (Sveltia CMS, src/pages/admin/) are bundled from the package's npm build, which loads some
// libraries only for field types this site's forms never use: code highlighting (Shiki's ~240 languages),
// maps (Leaflet, Terra Draw), SVG optimisation (svgo; the forms take no SVG) and HTML to Markdown (turndown;
// no rich text). Bundled, they were ~600 files and 15 MB in dist/_astro/, and their brotli copies took most of a
// build's time. Imported from the CMS, each is one empty module (one file): the CMS only reaches for one when a form
// shows that field type. Its fonts come from /_astro/ only (transform, below).
const UNUSED =
  /^(@shikijs\/(langs|themes)(\/.*)?|leaflet(\/.*)?|terra-draw|terra-draw-leaflet-adapter|svgo(\/.*)?|turndown(\/.*)?)$/;
const STUB = "\0admin-unused";
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
      return id === STUB ? "export default undefined;" : null;
    },
    // Its UI's stylesheet also declares its fonts at jsDelivr, which the browser would try first (the policy
    // refuses it, with an error in the console) before the copies the CMS registers from /_astro/.
    transform(code, id) {
      if (!/[\\/]@sveltia[\\/]cms[\\/]npm[\\/]/.test(id) || !CDN_FONT.test(code)) return null;
      return { code: code.replace(new RegExp(CDN_FONT.source, "g"), ""), map: null };
    },
  };
}
