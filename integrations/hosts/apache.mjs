// dist/.htaccess, for Apache 2.4 and LiteSpeed (shared hosting), from htaccess.template.
import { ADMIN_PAGE } from "../files.mjs";
import {
  ADMIN_HEADERS,
  bareDomains,
  CACHE_CONTROL,
  OWNER_FILE_HEADER,
  OWNER_FOLDERS,
  policiesOf,
  SITE_HEADERS,
  TEXT_TYPES,
} from "./common.mjs";
import { fromTemplate } from "./template.mjs";

/** A header value in double quotes, which must not hold a character Apache would read specially. */
const quote = (/** @type {string} */ value) => {
  if (value.includes('"') || value.includes("\\")) throw new Error(`a header value Apache would misread: ${value}`);
  return `"${value}"`;
};

/** A file name as it stands in a regular expression of Apache's (its special characters escaped). */
const escape = (/** @type {string} */ name) => name.replace(/[.+?^$()[\]{}|\\]/g, "\\$&");

/**
 * dist/.htaccess for Apache 2.4 (and LiteSpeed, which reads the same directives): HTTPS, one URL per page,
 * clean URLs, the 404 page with its status, the build's brotli copies, gzip or brotli on the fly for the
 * rest, caching per kind of file and the security headers. Shared hosts allow these with AllowOverride All
 * (FileInfo, Options, Indexes); each block is wrapped in <IfModule> where a host may lack the module.
 * @param {import("./common.mjs").BuiltSite} site
 * @param {string} host the host of the site's address (the facts' siteUrl)
 */
export function htaccess(site, host) {
  const types = Object.entries(TEXT_TYPES);
  return fromTemplate("htaccess", {
    // After the HTTPS redirect: HSTS preloading wants the bare domain's own header first.
    bare_domain_redirect: bareDomains(host).flatMap((bare) => [
      "# The bare domain sends each address to the same one on the site's host: one address per page.",
      `RewriteCond %{HTTP_HOST} ^${escape(bare)}$ [NC]`,
      `RewriteRule ^ https://${host}%{REQUEST_URI} [R=301,L]`,
    ]),
    add_types: types.map(([extension, type]) => `AddType ${quote(type)} .${extension}`),
    brotli_types: types.flatMap(([extension, type]) => [
      `<FilesMatch "\\.${extension}\\.br$">`,
      `  ForceType ${quote(type)}`,
      "</FilesMatch>",
    ]),
    text_extensions: types.map(([extension]) => extension).join("|"),
    security_headers: SITE_HEADERS.map(([name, value]) => `Header always set ${name} ${quote(value)}`),
    cache_revalidate: quote(CACHE_CONTROL.revalidate),
    cache_hashed: quote(CACHE_CONTROL.hashed),
    page_csp: [
      ...policiesOf(site).flatMap(({ policy, pages }) => [
        `<If "%{REQUEST_URI} =~ m#^/(${pages.map((page) => escape(page.file)).join("|")})(\\.br)?$#">`,
        `  Header always set Content-Security-Policy ${quote(policy)}`,
        "</If>",
      ]),
      // The owner's forms: their CSP, and the headers that differ.
      ...(site.adminCsp
        ? [
            `<If "%{REQUEST_URI} =~ m#^/${escape(ADMIN_PAGE.file)}(\\.br)?$#">`,
            `  Header always set Content-Security-Policy ${quote(site.adminCsp)}`,
            ...ADMIN_HEADERS.map(([name, value]) => `  Header always set ${name} ${quote(value)}`),
            "</If>",
          ]
        : []),
      // The owner's folders (his forms' files, his kit): out of search results.
      `<If "%{REQUEST_URI} =~ m#^/(${OWNER_FOLDERS.map(escape).join("|")})#">`,
      `  Header always set ${OWNER_FILE_HEADER[0]} ${quote(OWNER_FILE_HEADER[1])}`,
      "</If>",
    ],
  });
}
