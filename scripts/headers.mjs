#!/usr/bin/env node
// The site's HTTP headers, from this file and the CSP Astro writes into every built page: `npm run build &&
// npm run headers` rewrites public/_headers (Netlify, Cloudflare Pages; and its copy in dist/) and the nginx
// snippet deploy/security-headers.conf; tests/server/headers.spec.ts fails while they differ from the build.
// A browser enforces both the <meta> CSP of each page and the header's, so the header allows the same
// script and style hashes (read from dist/, never copied by hand) and adds what only a header can say.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DIST, ROOT, builtPages } from "./site.mjs";

export const HEADERS_FILE = path.join(ROOT, "public", "_headers");
export const NGINX_SNIPPET = path.join(ROOT, "deploy", "security-headers.conf");

// CSP directives only a header can carry, added to the pages' <meta> policy: nobody may frame the site
// (clickjacking), and any http:// subresource that slips into a page is fetched over https instead.
const HEADER_ONLY_CSP = ["frame-ancestors 'none'", "upgrade-insecure-requests"];

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
  // Powerful features the site never uses, denied to it and to anything it could embed.
  [
    "Permissions-Policy",
    "accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), encrypted-media=(), " +
      "geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), " +
      "publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()",
  ],
  // Windows the site opens (WhatsApp, maps) get no handle back to it, and vice versa.
  ["Cross-Origin-Opener-Policy", "same-origin"],
  // Other sites' pages cannot load the site's files as subresources. Link previews (og.jpg) are
  // fetched by the social networks' servers, which CORP does not concern.
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/** Cache-Control of hashed build assets (dist/_astro/: a name never gets other bytes) and of the rest. */
export const CACHE_CONTROL = { hashed: "public, max-age=31536000, immutable", revalidate: "no-cache" };

/** The content of the page's <meta http-equiv="content-security-policy">, or undefined. */
export const metaCspOf = (/** @type {string} */ html) =>
  /<meta\b[^>]*http-equiv="content-security-policy"[^>]*>/i.exec(html)?.[0].match(/\bcontent="([^"]*)"/)?.[1];

/**
 * A policy as an ordered list of [directive, sources].
 * @param {string} policy
 * @returns {Array<[string, string[]]>}
 */
export const parseCsp = (policy) =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((tokens) => tokens.length > 0)
    .map(([directive, ...sources]) => [String(directive).toLowerCase(), sources]);

/**
 * The header CSP: every directive of the pages' <meta> policies (the sources of all pages together, so
 * each page's own <meta> stays the tighter one), plus the header-only directives.
 */
function headerCsp() {
  /** @type {Map<string, Set<string>>} */
  const merged = new Map();
  for (const { file } of builtPages()) {
    const meta = metaCspOf(readFileSync(path.join(DIST, file), "utf8"));
    if (!meta) throw new Error(`dist/${file} has no <meta http-equiv="content-security-policy">: is security.csp on?`);
    for (const [directive, sources] of parseCsp(meta)) {
      const unsafe =
        /^(script|default)-src$/.test(directive) && sources.find((s) => /^'unsafe-(inline|eval)'$/i.test(s));
      if (unsafe) throw new Error(`dist/${file} allows ${unsafe} in ${directive}: refusing to copy it`);
      merged.set(directive, new Set([...(merged.get(directive) ?? []), ...sources]));
    }
  }
  const headerOnly = HEADER_ONLY_CSP.flatMap(parseCsp);
  for (const [directive] of headerOnly) merged.delete(directive);
  return [...merged, ...headerOnly].map(([directive, sources]) => [directive, ...sources].join(" ")).join("; ");
}

/**
 * All headers sent with every response: the CSP first, then the security headers.
 * @returns {Array<[string, string]>}
 */
export const siteHeaders = () => [["Content-Security-Policy", headerCsp()], ...SECURITY_HEADERS];

/** The business card the site builds (src/pages/contato.vcf.ts) and the type it must be served with. */
export const VCARD_PATH = "/contato.vcf";
export const VCARD_TYPE = "text/vcard; charset=utf-8";

const BANNER = "# GENERATED by `npm run headers` (scripts/headers.mjs) from the built pages' CSP: do not edit by hand.";

/**
 * The text public/_headers and deploy/security-headers.conf must have for the current build, by path.
 * Netlify and Cloudflare add the headers of every rule whose path matches and join repeated names with a
 * comma, so Cache-Control is never set by the catch-all rule.
 */
export function generatedFiles() {
  const headers = siteHeaders();
  const pages = builtPages().filter((page) => page.file !== "404.html");
  const headersFile = [
    "# Response headers for Netlify and Cloudflare Pages (the build copies this file into dist/).",
    BANNER,
    "# The same values are in deploy/security-headers.conf for nginx; tests/server checks both.",
    "",
    "/*",
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    "",
    "# Hashed build assets never change under the same name.",
    "/_astro/*",
    `  Cache-Control: ${CACHE_CONTROL.hashed}`,
    "",
    "# Pages are revalidated on every visit, so a new deploy shows at once.",
    ...pages.flatMap((page) => [page.path, `  Cache-Control: ${CACHE_CONTROL.revalidate}`]),
    "",
    '# The business card ("Salvar contato"), opened by the phone\'s contacts app.',
    VCARD_PATH,
    `  Content-Type: ${VCARD_TYPE}`,
    "",
  ];
  const nginxSnippet = [
    "# Security headers of every response of the site, for nginx: /etc/nginx/snippets/security-headers.conf.",
    BANNER,
    "# Include it in the server block AND in every location that has add_header of its own: nginx drops",
    "# the inherited add_header directives in such a location. `always` sends them with errors (404) too.",
    ...headers.map(([name, value]) => {
      if (/["\\$]/.test(value)) throw new Error(`${name} has a character nginx would read specially: ${value}`);
      return `add_header ${name} "${value}" always;`;
    }),
    "",
  ];
  return { [HEADERS_FILE]: headersFile.join("\n"), [NGINX_SNIPPET]: nginxSnippet.join("\n") };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = generatedFiles();
  // The build copies public/_headers into dist/; keep that copy current too.
  for (const [file, text] of Object.entries({ ...files, [path.join(DIST, "_headers")]: files[HEADERS_FILE] })) {
    writeFileSync(file, text);
    console.log(`wrote ${path.relative(ROOT, file)}`);
  }
}
