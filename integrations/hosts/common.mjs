// What every host's file says alike (apache.mjs, nginx.mjs, cloudflare.mjs): the security headers, each
// page's header CSP, caching, the types of the text files, and the built site they describe.
import { KIT_PATH } from "../../src/lib/paths.ts";
import { metaCspOf, parseCsp } from "../csp.ts";

/**
 * The site as the hosts' files describe it, from the page steps' result (site-build.mjs), never read back
 * from dist/.
 * @typedef {object} BuiltSite
 * @property {Array<{ file: string; path: string; csp: string }>} pages the pages sent with their own header
 *   CSP: the site's (home first, the rest by path: files.mjs, allPages) and the owner's page of his saves'
 *   publication (files.mjs: PUBLICATION_PAGE) when built
 * @property {string | undefined} adminCsp the header CSP of the owner's forms (files.mjs: ADMIN_PAGE), if built
 * @property {string[]} files every file of dist/ (files.mjs: filesIn), for the rules of the other files
 */

/**
 * The bare domain of a www. host (the site's address): it is served too, and sends every request over HTTPS
 * to the same path on the host, so each page has one address. None for another host.
 * @param {string} host
 * @returns {string[]}
 */
export const bareDomains = (host) => (host.startsWith("www.") ? [host.slice("www.".length)] : []);

// CSP directives only a header can carry, added to the pages' <meta> policy: nobody may frame the site
// (clickjacking), and any http:// subresource that slips into a page is fetched over https instead.
const HEADER_ONLY_CSP = ["frame-ancestors 'none'", "upgrade-insecure-requests"];

/**
 * The CSP of every response that is not a page (scripts, images, the card…): what a header alone says.
 * Cloudflare Pages joins it to a page's own policy (two policies, both enforced), so it may restrict nothing
 * else.
 */
export const BASE_CSP = "frame-ancestors 'none'";

/**
 * Every header sent with every response, besides the CSP.
 * @type {Array<[string, string]>}
 */
const SECURITY_HEADERS = [
  // HTTPS only, for two years, subdomains included; "preload" allows submitting the domain to the
  // browsers' preload list (hstspreload.org), which is hard to undo: see deploy/README.md.
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  // Files are used only as the type the server declares.
  ["X-Content-Type-Options", "nosniff"],
  // Other sites see only the origin, never the page's path; nothing at all goes from https to http.
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  // The features that would reach a visitor's camera, microphone, location, payment or USB devices, and
  // Chrome's ad-interest API, denied to the site and to anything it could embed. The site uses none; the
  // list stays short because every response carries it, inside the page's first round trip.
  ["Permissions-Policy", "browsing-topics=(), camera=(), geolocation=(), microphone=(), payment=(), usb=()"],
  // Windows the site opens (WhatsApp, maps) get no handle back to it, and vice versa.
  ["Cross-Origin-Opener-Policy", "same-origin"],
  // Other sites' pages cannot load the site's files as subresources. Link previews (og.jpg) are
  // fetched by the social networks' servers, which CORP does not concern.
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/**
 * The headers of every response, besides a page's own CSP: the base CSP first, then the security headers.
 * @type {Array<[string, string]>}
 */
export const SITE_HEADERS = [["Content-Security-Policy", BASE_CSP], ...SECURITY_HEADERS];

/**
 * The folders of the owner's own files: his forms' configuration and status page (admin/) and his kit. Out of
 * search results by this header, which robots.txt lets search engines read (a disallowed file is never fetched,
 * so its noindex is never seen, and its address can still be listed).
 */
export const OWNER_FOLDERS = ["admin/", `${KIT_PATH.slice(1)}/`];
/** @type {[string, string]} */
export const OWNER_FILE_HEADER = ["X-Robots-Tag", "noindex"];
/**
 * The headers of the owner's forms (files.mjs: ADMIN_PAGE) that differ from the site's: GitHub's sign-in
 * window, which the CMS opens, must be able to answer the page (same-origin would cut it off), and the page
 * belongs in no search results, as his other files.
 * @type {Array<[string, string]>}
 */
export const ADMIN_HEADERS = [["Cross-Origin-Opener-Policy", "same-origin-allow-popups"], OWNER_FILE_HEADER];
/** A file in one of the owner's folders (not the forms' page, admin.html, whose headers are ADMIN_HEADERS). */
export const isOwnerFile = (/** @type {string} */ file) => OWNER_FOLDERS.some((folder) => file.startsWith(folder));

/** Cache-Control of hashed build assets (dist/_astro/: a name never gets other bytes) and of the rest. */
export const CACHE_CONTROL = { hashed: "public, max-age=31536000, immutable", revalidate: "no-cache" };

/** The business card the site builds (src/pages/contato.vcf.ts) and the type it must be served with. */
export const VCARD_PATH = "/contato.vcf";
export const VCARD_TYPE = "text/vcard; charset=utf-8";

/** The text types compressed on the fly for clients without brotli (and the .br copies' real types). */
export const TEXT_TYPES = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  json: "application/json",
  svg: "image/svg+xml",
  xml: "application/xml",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  webmanifest: "application/manifest+json",
  vcf: VCARD_TYPE,
  // The owner's forms' configuration (admin/config.yml).
  yml: "text/yaml; charset=utf-8",
};

/**
 * A page's header CSP: its <meta> policy (as the page steps wrote it) plus the header-only directives.
 * @param {string | undefined} meta the policy of the page's <meta http-equiv="content-security-policy">
 * @param {string} file the page's file, for messages
 */
export function headerCsp(meta, file) {
  if (!meta) throw new Error(`${file} has no <meta http-equiv="content-security-policy">: is security.csp on?`);
  const headerOnly = HEADER_ONLY_CSP.flatMap(parseCsp);
  const own = parseCsp(meta).filter(([directive]) => !headerOnly.some(([name]) => name === directive));
  for (const [directive, sources] of own) {
    const unsafe =
      ["script-src", "default-src"].includes(directive) &&
      sources.find((source) => ["'unsafe-inline'", "'unsafe-eval'"].includes(source.toLowerCase()));
    if (unsafe) throw new Error(`${file} allows ${unsafe} in ${directive}: refusing to send it`);
  }
  return [...own, ...headerOnly].map(([directive, sources]) => [directive, ...sources].join(" ")).join("; ");
}

/**
 * The header CSP of a page as built, from its markup: for the server launchers and the tests, which read a
 * build (the build itself takes the policies from its page steps).
 * @param {string} html
 * @param {string} file the page's file, for messages
 */
export const pageCsp = (html, file) => headerCsp(metaCspOf(html), file);

/**
 * The site's pages with the same header CSP together (the machines' sticker pages are alike), in the order
 * of the pages.
 * @param {BuiltSite} site
 * @returns {Array<{ policy: string; pages: Array<{ file: string; path: string }> }>}
 */
export function policiesOf(site) {
  /** @type {Map<string, Array<{ file: string; path: string }>>} */
  const byPolicy = new Map();
  for (const { file, path, csp } of site.pages) byPolicy.set(csp, [...(byPolicy.get(csp) ?? []), { file, path }]);
  return [...byPolicy].map(([policy, pages]) => ({ policy, pages }));
}
