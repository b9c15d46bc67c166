// dist/_headers, read by Cloudflare Pages and Netlify, from headers.template.
import { ADMIN_PAGE } from "../files.mjs";
import {
  ADMIN_HEADERS,
  CACHE_CONTROL,
  isOwnerFile,
  OWNER_FILE_HEADER,
  SITE_HEADERS,
  VCARD_PATH,
  VCARD_TYPE,
} from "./common.mjs";
import { fromTemplate } from "./template.mjs";

/** Files of dist/ that get no rule of their own: the pages (theirs come from the site's pages) and the hosts'. */
const ruleless = (/** @type {string} */ file) =>
  [".html", ".br"].some((end) => file.endsWith(end)) || ["_headers", ".htaccess"].includes(file);

/**
 * dist/_headers. Both hosts add the headers of every rule whose path matches; a name set by two rules is
 * joined with a comma by Cloudflare, and taken from the later rule by Netlify. So Cache-Control is never set
 * by the catch-all rule, and a page's own CSP comes after the catch-all's base CSP: Netlify sends the page's.
 * Built on Cloudflare Pages (`cloudflare`), a page's rule first detaches the catch-all's CSP (`! Name`, a
 * line Netlify rejects), so each page sends its own policy alone; elsewhere Cloudflare would send both as
 * two policies, which browsers enforce together but scanners such as the MDN HTTP Observatory read as one
 * invalid policy.
 * @param {import("./common.mjs").BuiltSite} site
 * @param {{ cloudflare?: boolean }} [options]
 */
export function headersFile(site, { cloudflare = false } = {}) {
  const policyOf = new Map(site.pages.map((page) => [page.path, page.csp]));
  const pages = site.pages.filter((page) => page.file !== "404.html");
  // The other files (robots.txt, the sitemaps, the share image, the card, the owner's kit…): revalidated too.
  const others = site.files.filter((name) => !name.startsWith("_astro/") && !ruleless(name)).map((name) => `/${name}`);
  // The owner's forms: their own CSP and the headers that differ (a rule of its own after the catch-all, which
  // Netlify lets override; Cloudflare joins a repeated name, so its build detaches the catch-all's first).
  const adminRules = site.adminCsp
    ? [
        ADMIN_PAGE.path,
        ...(cloudflare ? ["  ! Content-Security-Policy", "  ! Cross-Origin-Opener-Policy"] : []),
        `  Content-Security-Policy: ${site.adminCsp}`,
        ...ADMIN_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
        `  Cache-Control: ${CACHE_CONTROL.revalidate}`,
      ]
    : [];
  return fromTemplate("headers", {
    security_headers: SITE_HEADERS.map(([name, value]) => `${name}: ${value}`),
    cache_hashed: CACHE_CONTROL.hashed,
    file_rules: [...pages.map((page) => page.path), ...others]
      .flatMap((url) => [
        url,
        ...(policyOf.has(url) && cloudflare ? ["  ! Content-Security-Policy"] : []),
        ...(policyOf.has(url) ? [`  Content-Security-Policy: ${policyOf.get(url)}`] : []),
        `  Cache-Control: ${CACHE_CONTROL.revalidate}`,
        // The business card ("Salvar contato"), opened by the phone's contacts app.
        ...(url === VCARD_PATH ? [`  Content-Type: ${VCARD_TYPE}`] : []),
        ...(isOwnerFile(url.slice(1)) ? [`  ${OWNER_FILE_HEADER.join(": ")}`] : []),
      ])
      .concat(adminRules),
  });
}
