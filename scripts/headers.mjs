#!/usr/bin/env node
// The deployable HTTP headers of the site, from one source: this file plus the Content-Security-Policy
// that Astro writes into every built page.
//
//   npm run headers            rewrites public/_headers (Netlify, Cloudflare Pages), the nginx snippet
//                              deploy/security-headers.conf and, when dist/ exists, dist/_headers
//   npm run headers -- --check exits 1, naming the stale files, when they differ from what the build needs
//
// Why the CSP has to follow the build: a browser enforces every policy it gets, the <meta> one Astro puts
// in each page AND the header, so an inline script runs only if both allow it. Astro allows its own inline
// scripts and styles by hash in the <meta>; the header must allow the same hashes (read here from dist/,
// never copied by hand) and adds what only a header can say (frame-ancestors, upgrade-insecure-requests).
// Run it after `npm run build` whenever an inline script or style changes (the hashes change with it);
// the server test suite (tests/server) fails with "run npm run headers" when the files are out of date.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DIST = path.join(ROOT, "dist");
export const HEADERS_FILE = path.join(ROOT, "public", "_headers");
export const NGINX_SNIPPET = path.join(ROOT, "deploy", "security-headers.conf");
const DIST_HEADERS_FILE = path.join(DIST, "_headers");

/** CSP directives only a header can carry; appended to the directives of the pages' <meta> policy. */
export const HEADER_ONLY_CSP = [
  // Nobody may frame the site (clickjacking); a <meta> CSP cannot say this.
  "frame-ancestors 'none'",
  // Any http:// subresource that slips into a page is fetched over https instead.
  "upgrade-insecure-requests",
];

/**
 * Every header sent with every response, besides the CSP. The single source: the nginx snippet and
 * public/_headers are generated from this list, and the server tests compare both with it.
 * @type {ReadonlyArray<readonly [name: string, value: string]>}
 */
export const SECURITY_HEADERS = [
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
    [
      "accelerometer=()",
      "autoplay=()",
      "browsing-topics=()",
      "camera=()",
      "display-capture=()",
      "encrypted-media=()",
      "geolocation=()",
      "gyroscope=()",
      "hid=()",
      "magnetometer=()",
      "microphone=()",
      "midi=()",
      "payment=()",
      "publickey-credentials-get=()",
      "screen-wake-lock=()",
      "serial=()",
      "usb=()",
      "xr-spatial-tracking=()",
    ].join(", "),
  ],
  // Windows the site opens (WhatsApp, maps) get no handle back to it, and vice versa.
  ["Cross-Origin-Opener-Policy", "same-origin"],
  // Other sites' pages cannot load the site's files as subresources. Link previews (og.png) are
  // fetched by the social networks' servers, which CORP does not concern.
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/** Cache-Control by kind of response. */
export const CACHE_CONTROL = {
  /** dist/_astro/: file names carry a content hash, so a name never gets other bytes. */
  hashed: "public, max-age=31536000, immutable",
  /** pages and the other files: reuse only after asking the server (ETag / Last-Modified). */
  revalidate: "no-cache",
};

/** The URL path prefix of the hashed build assets. */
export const HASHED_PREFIX = "/_astro/";

const decodeEntities = (text) =>
  text
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The content of the page's <meta http-equiv="content-security-policy">, or null.
 * @param {string} html
 * @returns {string | null}
 */
export function metaCspOf(html) {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    /** @type {Record<string, string>} */
    const attributes = {};
    for (const match of tag.matchAll(/([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
      attributes[match[1].toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? "");
    }
    if (attributes["http-equiv"]?.toLowerCase() === "content-security-policy" && attributes.content) {
      return attributes.content;
    }
  }
  return null;
}

/**
 * A policy as an ordered list of [directive, sources].
 * @param {string} policy
 * @returns {Array<[string, string[]]>}
 */
export function parseCsp(policy) {
  return policy
    .split(";")
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((tokens) => tokens.length > 0)
    .map(([directive, ...sources]) => [directive.toLowerCase(), sources]);
}

/** @param {Array<[string, string[]]>} directives */
export const formatCsp = (directives) =>
  directives.map(([directive, sources]) => [directive, ...sources].join(" ")).join("; ");

/**
 * The built pages, as dist-relative file names ("contato.html"), sorted.
 * @param {string} [dist]
 */
export function builtPages(dist = DIST) {
  if (!existsSync(path.join(dist, "index.html"))) {
    throw new Error(`${path.relative(ROOT, dist) || dist}/ has no built site: run \`npm run build\` first`);
  }
  return readdirSync(dist, { recursive: true, encoding: "utf8" })
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => name.endsWith(".html") && !name.startsWith("_astro/"))
    .sort();
}

/** The clean URL path a page is served at ("/" for index.html, "/contato" for contato.html). */
export const pagePath = (file) =>
  `/${file.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`.replace(/(.)\/$/, "$1");

/**
 * The header CSP: every directive of the pages' <meta> policies (the sources of all pages together, so
 * each page's own <meta> stays the tighter one), plus the header-only directives.
 * @param {string} [dist]
 */
export function headerCsp(dist = DIST) {
  /** @type {Map<string, string[]>} */
  const merged = new Map();
  for (const file of builtPages(dist)) {
    const meta = metaCspOf(readFileSync(path.join(dist, file), "utf8"));
    if (!meta) throw new Error(`dist/${file} has no <meta http-equiv="content-security-policy">: is security.csp on?`);
    for (const [directive, sources] of parseCsp(meta)) {
      const known = merged.get(directive) ?? [];
      for (const source of sources) if (!known.includes(source)) known.push(source);
      merged.set(directive, known);
    }
  }
  for (const directive of ["script-src", "default-src"]) {
    const unsafe = (merged.get(directive) ?? []).filter((s) => /^'unsafe-(inline|eval)'$/i.test(s));
    if (unsafe.length)
      throw new Error(`the pages' CSP allows ${unsafe.join(" ")} in ${directive}: refusing to copy it`);
  }
  const headerOnly = HEADER_ONLY_CSP.map((d) => parseCsp(d)[0]);
  for (const [directive] of headerOnly) merged.delete(directive);
  return formatCsp([...merged.entries(), ...headerOnly]);
}

/**
 * All headers sent with every response: the CSP first, then SECURITY_HEADERS.
 * @param {string} [dist]
 * @returns {Array<[string, string]>}
 */
export function siteHeaders(dist = DIST) {
  return [
    ["Content-Security-Policy", headerCsp(dist)],
    ...SECURITY_HEADERS.map(([n, v]) => /** @type {[string, string]} */ ([n, v])),
  ];
}

const BANNER = "GENERATED by `npm run headers` (scripts/headers.mjs) from the built pages' CSP: do not edit by hand.";

/**
 * public/_headers for Netlify and Cloudflare Pages. Both add the headers of every rule whose path
 * matches and join repeated names with a comma, so Cache-Control is never set by the catch-all rule.
 * @param {string} [dist]
 */
export function renderHeadersFile(dist = DIST) {
  const pages = builtPages(dist)
    .filter((file) => file !== "404.html")
    .map(pagePath)
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
  const lines = [
    "# Response headers for Netlify and Cloudflare Pages (the build copies this file into dist/).",
    `# ${BANNER}`,
    "# The same values are in deploy/security-headers.conf for nginx; tests/server checks both.",
    "",
    "/*",
    ...siteHeaders(dist).map(([name, value]) => `  ${name}: ${value}`),
    "",
    "# Hashed build assets never change under the same name.",
    `${HASHED_PREFIX}*`,
    `  Cache-Control: ${CACHE_CONTROL.hashed}`,
    "",
    "# Pages are revalidated on every visit, so a new deploy shows at once.",
    ...pages.flatMap((page) => [page, `  Cache-Control: ${CACHE_CONTROL.revalidate}`]),
    "",
  ];
  return lines.join("\n");
}

/**
 * deploy/security-headers.conf, the nginx snippet deploy/nginx.conf includes.
 * @param {string} [dist]
 */
export function renderNginxSnippet(dist = DIST) {
  const lines = [
    "# Security headers of every response of the site, for nginx: /etc/nginx/snippets/security-headers.conf.",
    `# ${BANNER}`,
    "# Include it in the server block AND in every location that has add_header of its own: nginx drops",
    "# the inherited add_header directives in such a location. `always` sends them with errors (404) too.",
    ...siteHeaders(dist).map(([name, value]) => {
      if (/["\\$]/.test(value)) throw new Error(`${name} has a character nginx would read specially: ${value}`);
      return `add_header ${name} "${value}" always;`;
    }),
    "",
  ];
  return lines.join("\n");
}

/**
 * The files this script owns and what they must contain for the current build.
 * @param {string} [dist]
 * @returns {Array<{ file: string; expected: string }>}
 */
export function expectedFiles(dist = DIST) {
  const headersFile = renderHeadersFile(dist);
  const files = [
    { file: HEADERS_FILE, expected: headersFile },
    { file: NGINX_SNIPPET, expected: renderNginxSnippet(dist) },
  ];
  // The build copies public/_headers into dist/; keep that copy current too.
  if (dist === DIST) files.push({ file: DIST_HEADERS_FILE, expected: headersFile });
  return files;
}

/**
 * The files whose content differs from what the build needs, with their first differing line.
 * @param {string} [dist]
 */
export function staleFiles(dist = DIST) {
  return expectedFiles(dist).flatMap(({ file, expected }) => {
    const actual = existsSync(file) ? readFileSync(file, "utf8") : null;
    if (actual === expected) return [];
    const want = expected.split("\n");
    const have = actual?.split("\n") ?? [];
    const line = want.findIndex((text, i) => text !== have[i]);
    const at = line === -1 ? want.length : line;
    // The first differing word of the first differing line: a CSP line is long.
    const wantWords = (want[at] ?? "(end of file)").split(" ");
    const haveWords = (have[at] ?? "(end of file)").split(" ");
    const word = wantWords.findIndex((w, i) => w !== haveWords[i]);
    const near = (words) => words.slice(Math.max(0, word - 1), word + 2).join(" ") || "(end of line)";
    return [
      {
        file: path.relative(ROOT, file),
        reason:
          actual === null
            ? "missing"
            : `line ${at + 1} differs: expected ${JSON.stringify(near(wantWords))}, found ${JSON.stringify(near(haveWords))}`,
      },
    ];
  });
}

/** The message printed (and thrown by the tests) when files are out of date. */
export const staleMessage = (stale) =>
  [
    "The committed header files do not match the built site (its CSP hashes or the header list changed):",
    ...stale.map(({ file, reason }) => `  - ${file}: ${reason}`),
    "Run `npm run build && npm run headers` and commit public/_headers and deploy/security-headers.conf.",
  ].join("\n");

function main() {
  const check = process.argv.includes("--check");
  if (check) {
    const stale = staleFiles();
    if (stale.length) {
      console.error(staleMessage(stale));
      process.exit(1);
    }
    console.log("headers: public/_headers and deploy/security-headers.conf match the build.");
    return;
  }
  for (const { file, expected } of expectedFiles()) {
    const actual = existsSync(file) ? readFileSync(file, "utf8") : null;
    if (actual === expected) {
      console.log(`unchanged ${path.relative(ROOT, file)}`);
    } else {
      writeFileSync(file, expected);
      console.log(`wrote     ${path.relative(ROOT, file)}`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`headers: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
