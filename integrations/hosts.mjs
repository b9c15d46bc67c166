// Every host's configuration, written by the build from the pages it has just built (site-build.mjs), so it
// can never disagree with them: the header CSP (the pages' own script and style hashes and photo hosts), the
// clean paths, the 404 page, caching per kind of file and the security headers. Each file is a template in
// integrations/hosts/, the real file with {{placeholders}} this module fills:
//   dist/_headers                Netlify and Cloudflare Pages               hosts/headers.template
//   dist/.htaccess               Apache 2.4 and LiteSpeed (shared hosting)  hosts/htaccess.template
//   deploy/nginx.conf            nginx, the site's server blocks            hosts/nginx.conf.template
//   deploy/security-headers.conf nginx, every response's headers            hosts/security-headers.conf.template
//   deploy/page-csp.conf         nginx, each page's own CSP                 hosts/page-csp.conf.template
// (deploy/ is beside dist/.) Each page is sent with its own CSP, the one of its <meta> plus what only a header
// can say: the header then allows nothing the page does not use, and stays short enough for the page to fit
// the first round trip.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ADMIN_PAGE, allPages, filesIn, PUBLICATION_PAGE } from "./files.mjs";
import { metaCspOf, parseCsp } from "./csp.ts";

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
 * The headers of the owner's forms (files.mjs: ADMIN_PAGE) that differ from the site's: GitHub's sign-in
 * window, which the CMS opens, must be able to answer the page (same-origin would cut it off), and the page
 * belongs in no search results.
 * @type {Array<[string, string]>}
 */
export const ADMIN_HEADERS = [
  ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
  ["X-Robots-Tag", "noindex"],
];
/**
 * The header of the files in admin/ (the forms' configuration): out of search results too.
 * @type {[string, string]}
 */
export const ADMIN_FILE_HEADER = ["X-Robots-Tag", "noindex"];
/** A file in admin/ (not the page, admin.html). */
export const isAdminFile = (/** @type {string} */ file) => file.startsWith("admin/");

/**
 * The CSP header of the owner's forms: the page's <meta> policy (the CMS's own needs, added in
 * src/pages/admin/index.astro) plus the header-only directives; no policy when the build has no such page.
 * @param {string} dist
 */
export function adminCsp(dist) {
  const file = path.join(dist, ADMIN_PAGE.file);
  return existsSync(file) ? pageCsp(readFileSync(file, "utf8"), `dist/${ADMIN_PAGE.file}`) : undefined;
}

/** Cache-Control of hashed build assets (dist/_astro/: a name never gets other bytes) and of the rest. */
export const CACHE_CONTROL = { hashed: "public, max-age=31536000, immutable", revalidate: "no-cache" };

/** The business card the site builds (src/pages/contato.vcf.ts) and the type it must be served with. */
export const VCARD_PATH = "/contato.vcf";
export const VCARD_TYPE = "text/vcard; charset=utf-8";

/**
 * A template of integrations/hosts/ filled in. A line that is a placeholder alone (`  {{name}}`) becomes the
 * value's lines, each indented as the placeholder was (none for an empty list); any other placeholder is
 * replaced by a string. A placeholder without a value, or a value without its placeholder, is an error.
 * @param {string} template the text of the template
 * @param {Record<string, string | string[]>} values
 */
export function fillTemplate(template, values) {
  const used = new Set();
  const valueOf = (/** @type {string} */ name) => {
    if (!Object.hasOwn(values, name)) throw new Error(`no value for the template's {{${name}}}`);
    used.add(name);
    return values[name];
  };
  const text = template
    .split("\n")
    .flatMap((line) => {
      const block = /^(\s*)\{\{(\w+)\}\}$/.exec(line);
      if (block) {
        const value = valueOf(block[2]);
        return (Array.isArray(value) ? value : [value]).map((text) => block[1] + text);
      }
      return [
        line.replace(/\{\{(\w+)\}\}/g, (_, name) => {
          const value = valueOf(name);
          if (Array.isArray(value)) throw new Error(`{{${name}}} takes lines: write it on a line of its own`);
          return value;
        }),
      ];
    })
    .join("\n");
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length) throw new Error(`the template has no {{${unused.join("}}, {{")}}}`);
  return text;
}

/** A template of integrations/hosts/ (`name`.template), filled in with `values`. */
const fromTemplate = (/** @type {string} */ name, /** @type {Record<string, string | string[]>} */ values) =>
  fillTemplate(readFileSync(new URL(`hosts/${name}.template`, import.meta.url), "utf8"), values);

/**
 * A page's header CSP: its <meta> policy plus the header-only directives.
 * @param {string} html
 * @param {string} file for messages
 */
export function pageCsp(html, file) {
  const meta = metaCspOf(html);
  if (!meta) throw new Error(`${file} has no <meta http-equiv="content-security-policy">: is security.csp on?`);
  const headerOnly = HEADER_ONLY_CSP.flatMap(parseCsp);
  const own = parseCsp(meta).filter(([directive]) => !headerOnly.some(([name]) => name === directive));
  for (const [directive, sources] of own) {
    const unsafe = /^(script|default)-src$/.test(directive) && sources.find((s) => /^'unsafe-(inline|eval)'$/i.test(s));
    if (unsafe) throw new Error(`${file} allows ${unsafe} in ${directive}: refusing to send it`);
  }
  return [...own, ...headerOnly].map(([directive, sources]) => [directive, ...sources].join(" ")).join("; ");
}

/**
 * The pages that are sent with their own CSP: the site's, and the owner's page of his saves' publication
 * (not one of the site's pages, but a page with a policy of the same kind; X-Robots-Tag as any file in admin/).
 * @param {string} dist
 */
const policyPages = (dist) => [
  ...allPages(dist),
  ...(existsSync(path.join(dist, PUBLICATION_PAGE.file)) ? [PUBLICATION_PAGE] : []),
];

/**
 * Every page's header CSP, pages with the same policy together (the machines' sticker pages are alike).
 * @param {string} dist
 * @returns {Array<{ policy: string; pages: Array<{ file: string; path: string }> }>}
 */
export function pagePolicies(dist) {
  /** @type {Map<string, Array<{ file: string; path: string }>>} */
  const byPolicy = new Map();
  for (const page of policyPages(dist)) {
    const policy = pageCsp(readFileSync(path.join(dist, page.file), "utf8"), `dist/${page.file}`);
    byPolicy.set(policy, [...(byPolicy.get(policy) ?? []), page]);
  }
  return [...byPolicy].map(([policy, pages]) => ({ policy, pages }));
}

/**
 * The headers of every response, besides a page's own CSP: the base CSP first, then the security headers.
 * @type {Array<[string, string]>}
 */
export const SITE_HEADERS = [["Content-Security-Policy", BASE_CSP], ...SECURITY_HEADERS];

/** @typedef {ReturnType<typeof pagePolicies>} PagePolicies */

/**
 * dist/_headers. Both hosts add the headers of every rule whose path matches; a name set by two rules is
 * joined with a comma by Cloudflare, and taken from the later rule by Netlify. So Cache-Control is never set
 * by the catch-all rule, and a page's own CSP comes after the catch-all's base CSP: Netlify sends the page's.
 * Built on Cloudflare Pages (`cloudflare`), a page's rule first detaches the catch-all's CSP (`! Name`, a
 * line Netlify rejects), so each page sends its own policy alone; elsewhere Cloudflare would send both as
 * two policies, which browsers enforce together but scanners such as the MDN HTTP Observatory read as one
 * invalid policy.
 * @param {string} dist
 * @param {PagePolicies} policies
 * @param {{ cloudflare?: boolean }} [options]
 */
export function headersFile(dist, policies, { cloudflare = false } = {}) {
  const policyOf = new Map(policies.flatMap(({ policy, pages }) => pages.map((page) => [page.path, policy])));
  const admin = adminCsp(dist);
  const pages = policyPages(dist).filter((page) => page.file !== "404.html");
  // The other files (robots.txt, the sitemaps, the share image, the card, the owner's kit…): revalidated too.
  const others = filesIn(dist)
    .filter((name) => !name.startsWith("_astro/"))
    .filter((name) => !/\.(html|br)$|^_headers$|^\.htaccess$/.test(name))
    .map((name) => `/${name}`);
  // The owner's forms: their own CSP and the headers that differ (a rule of its own after the catch-all, which
  // Netlify lets override; Cloudflare joins a repeated name, so its build detaches the catch-all's first).
  const adminRules = admin
    ? [
        ADMIN_PAGE.path,
        ...(cloudflare ? ["  ! Content-Security-Policy", "  ! Cross-Origin-Opener-Policy"] : []),
        `  Content-Security-Policy: ${admin}`,
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
        ...(isAdminFile(url.slice(1)) ? [`  ${ADMIN_FILE_HEADER.join(": ")}`] : []),
      ])
      .concat(adminRules),
  });
}

/** A value in double quotes for nginx, which must not hold a character nginx reads specially. */
const nginxQuote = (/** @type {string} */ value) => {
  if (/["\\$]/.test(value)) throw new Error(`a value nginx would read specially: ${value}`);
  return `"${value}"`;
};

/**
 * The nginx snippet, /etc/nginx/snippets/security-headers.conf (deploy/nginx.conf includes it): the headers
 * of every response, with the CSP that deploy/page-csp.conf chose for it (the template's own line).
 */
export function nginxSnippet() {
  return fromTemplate("security-headers.conf", {
    // The CSP, and the headers the owner's forms send otherwise, come from page-csp.conf's maps.
    security_headers: SITE_HEADERS.filter(([name]) => name !== "Content-Security-Policy").map(([name, value]) =>
      ADMIN_HEADERS.some(([admin]) => admin === name)
        ? `add_header ${name} $${nginxVariable(name)} always;`
        : `add_header ${name} ${nginxQuote(value)} always;`,
    ),
    admin_headers: ADMIN_HEADERS.filter(([name]) => !SITE_HEADERS.some(([site]) => site === name)).map(
      ([name]) => `add_header ${name} $${nginxVariable(name)} always;`,
    ),
  });
}

/**
 * The nginx map, /etc/nginx/snippets/page-csp.conf (included by deploy/nginx.conf outside its server blocks):
 * the CSP of each page by the file that answers ($uri after try_files and error_page), the base CSP otherwise.
 * @param {PagePolicies} policies
 */
export function nginxPageCsp(policies, admin = /** @type {string | undefined} */ (undefined)) {
  const site = new Map(SITE_HEADERS);
  return fromTemplate("page-csp.conf", {
    base_csp: nginxQuote(BASE_CSP),
    page_csps: [
      ...policies.flatMap(({ policy, pages }) =>
        pages.map((page) => `${nginxQuote(`/${page.file}`)} ${nginxQuote(policy)};`),
      ),
      ...(admin ? [`${nginxQuote(`/${ADMIN_PAGE.file}`)} ${nginxQuote(admin)};`] : []),
    ],
    // A header whose value is empty is not sent: the site's files send no X-Robots-Tag.
    admin_maps: ADMIN_HEADERS.flatMap(([name, value]) => [
      `map $uri $${nginxVariable(name)} {`,
      `    default ${nginxQuote(site.get(name) ?? "")};`,
      `    ${nginxQuote(`/${ADMIN_PAGE.file}`)} ${nginxQuote(value)};`,
      ...(name === ADMIN_FILE_HEADER[0] ? [`    ~^/admin/ ${nginxQuote(ADMIN_FILE_HEADER[1])};`] : []),
      "}",
    ]),
  });
}

/** The nginx variable of a header the owner's forms send otherwise: X-Robots-Tag is $site_x_robots_tag. */
export const nginxVariable = (/** @type {string} */ name) => `site_${name.toLowerCase().replaceAll("-", "_")}`;

/**
 * deploy/nginx.conf, the site's server blocks, for the domain of `site` (the facts' siteUrl): its host, and
 * the bare domain too when the host starts with "www.".
 * @param {string} site
 */
export function nginxSite(site) {
  const host = new URL(site).hostname;
  if (!/^[a-z0-9.-]+$/.test(host)) throw new Error(`a host nginx would misread: ${host}`);
  const names = host.startsWith("www.") ? [host, host.slice("www.".length)] : [host];
  return fromTemplate("nginx.conf", { host, server_names: names.join(" ") });
}

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
 * dist/.htaccess for Apache 2.4 (and LiteSpeed, which reads the same directives): HTTPS, one URL per page,
 * clean URLs, the 404 page with its status, the build's brotli copies, gzip or brotli on the fly for the
 * rest, caching per kind of file and the security headers. Shared hosts allow these with AllowOverride All
 * (FileInfo, Options, Indexes); each block is wrapped in <IfModule> where a host may lack the module.
 * @param {PagePolicies} policies
 */
export function htaccess(policies, admin = /** @type {string | undefined} */ (undefined)) {
  const quote = (/** @type {string} */ value) => {
    if (/["\\]/.test(value)) throw new Error(`a header value Apache would misread: ${value}`);
    return `"${value}"`;
  };
  const types = Object.entries(TEXT_TYPES);
  /** A file name as it stands in a regular expression of Apache's. */
  const escape = (/** @type {string} */ name) => name.replace(/[.+?^$()[\]{}|\\]/g, "\\$&");
  return fromTemplate("htaccess", {
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
      ...policies.flatMap(({ policy, pages }) => [
        `<If "%{REQUEST_URI} =~ m#^/(${pages.map((page) => escape(page.file)).join("|")})(\\.br)?$#">`,
        `  Header always set Content-Security-Policy ${quote(policy)}`,
        "</If>",
      ]),
      // The owner's forms: their CSP, and the headers that differ, on the page and on admin/'s files.
      ...(admin
        ? [
            `<If "%{REQUEST_URI} =~ m#^/${escape(ADMIN_PAGE.file)}(\\.br)?$#">`,
            `  Header always set Content-Security-Policy ${quote(admin)}`,
            ...ADMIN_HEADERS.map(([name, value]) => `  Header always set ${name} ${quote(value)}`),
            "</If>",
            `<If "%{REQUEST_URI} =~ m#^/admin/#">`,
            `  Header always set ${ADMIN_FILE_HEADER[0]} ${quote(ADMIN_FILE_HEADER[1])}`,
            "</If>",
          ]
        : []),
    ],
  });
}

/** deploy/, beside the build's dist/: where the nginx files go (they are not uploaded with the site). */
export const deployDirOf = (/** @type {string} */ dist) => path.join(dist, "..", "deploy");

/**
 * Writes every host's file for the site built in `dist` (without the self-hosted servers' files where the
 * build runs on Netlify or Cloudflare Pages; with Cloudflare's own _headers where it runs there). `site` is
 * the site's public address (Astro's `site`, the facts' siteUrl), whose domain nginx serves.
 * @param {string} dist
 * @param {{ selfHosted: boolean; cloudflare?: boolean; site: string }} options
 * @returns {string[]} the files written
 */
export function writeHostFiles(dist, { selfHosted, cloudflare = false, site }) {
  const policies = pagePolicies(dist);
  const deploy = deployDirOf(dist);
  const files = {
    [path.join(dist, "_headers")]: headersFile(dist, policies, { cloudflare }),
    ...(selfHosted && {
      [path.join(dist, ".htaccess")]: htaccess(policies, adminCsp(dist)),
      [path.join(deploy, "nginx.conf")]: nginxSite(site),
      [path.join(deploy, "security-headers.conf")]: nginxSnippet(),
      [path.join(deploy, "page-csp.conf")]: nginxPageCsp(policies, adminCsp(dist)),
    }),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return Object.keys(files);
}
