// Pure helpers for scripts/bench.mjs: page discovery, medians, gzip byte
// counting and a tiny static server used for testing the bench itself.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import zlib from "node:zlib";

/** All *.html files under `dir`, as paths relative to it (forward slashes). */
export function listHtmlFiles(dir, rel = "") {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listHtmlFiles(dir, child));
    else if (entry.isFile() && entry.name.endsWith(".html")) out.push(child);
  }
  return out;
}

/** `index.html` -> `/`, `contato.html` -> `/contato`, `a/index.html` -> `/a`. */
export function fileToCleanUrl(relFile) {
  const noExt = relFile.replace(/\.html$/, "");
  if (noExt === "index") return "/";
  return "/" + noExt.replace(/\/index$/, "");
}

/** Clean URLs of every page in dist, `/` first. 404.html is left out (see bench.mjs). */
export function discoverPages(distDir) {
  return listHtmlFiles(distDir)
    .filter((f) => f !== "404.html")
    .map(fileToCleanUrl)
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

/**
 * Map a same-origin URL path to the built file that the server sends for it,
 * the same way clean URLs work: exact file, then `<path>.html`, then
 * `<path>/index.html`. Returns null if nothing in dist matches.
 */
export function urlPathToFile(distDir, pathname) {
  let p;
  try {
    p = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const root = path.resolve(distDir);
  const base = path.resolve(root, "." + (p.endsWith("/") ? p + "index.html" : p));
  // Never read outside dist (e.g. `/../package.json`).
  if (base !== root && !base.startsWith(root + path.sep)) return null;
  const candidates = p.endsWith("/") ? [base] : [base, base + ".html", path.join(base, "index.html")];
  for (const c of candidates) {
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  }
  return null;
}

/** Median of the non-null numbers (mean of the two middle ones for an even count). */
export function median(values) {
  const nums = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (nums.length === 0) return null;
  const mid = Math.floor(nums.length / 2);
  return nums.length % 2 ? nums[mid] : (nums[mid - 1] + nums[mid]) / 2;
}

export const gzipSize = (data) => zlib.gzipSync(data, { level: 9 }).length;

// Script types a browser actually executes; JSON-LD, importmaps etc. are data, not JS.
const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript"]);

/** Contents of inline executable <script> and <style> elements of an HTML string. */
export function inlineAssets(html) {
  const js = [];
  const css = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue; // external: counted from its own file
    const type = (/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? "").toLowerCase();
    if (!JS_TYPES.has(type)) continue;
    if (m[2].trim()) js.push(m[2]);
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    if (m[1].trim()) css.push(m[1]);
  }
  return { js, css };
}

const KIND_BY_RESOURCE_TYPE = { Script: "js", Stylesheet: "css", Document: "html" };

/**
 * Deterministic gzipped byte sizes of one page. `requests` are the items of
 * Lighthouse's `network-requests` audit (possibly from several runs); only
 * same-origin Script/Stylesheet/Document requests are counted, each read from
 * dist and gzipped at level 9, so the numbers don't depend on the server.
 * Inline executable <script>/<style> contents of the documents are added to JS/CSS
 * (each kind gzipped as one block); they also stay inside the HTML number.
 */
export function pageBytes(distDir, origin, requests) {
  const totals = { js: 0, css: 0, html: 0 };
  const files = [];
  const missing = [];
  const seen = new Set();
  const inline = { js: [], css: [] };
  for (const req of requests) {
    const kind = KIND_BY_RESOURCE_TYPE[req.resourceType];
    if (!kind) continue;
    let url;
    try {
      url = new URL(req.url);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const key = url.pathname;
    if (seen.has(key)) continue; // a preload and its use are the same bytes
    seen.add(key);
    const file = urlPathToFile(distDir, url.pathname);
    if (!file) {
      missing.push(url.pathname);
      continue;
    }
    const data = fs.readFileSync(file);
    const gz = gzipSize(data);
    totals[kind] += gz;
    files.push({ url: url.pathname, file: path.relative(distDir, file), kind, bytes: data.length, gzip: gz });
    if (kind === "html") {
      const found = inlineAssets(data.toString("utf8"));
      inline.js.push(...found.js);
      inline.css.push(...found.css);
    }
  }
  const inlineGzip = {
    js: inline.js.length ? gzipSize(inline.js.join("\n")) : 0,
    css: inline.css.length ? gzipSize(inline.css.join("\n")) : 0,
  };
  totals.js += inlineGzip.js;
  totals.css += inlineGzip.css;
  return {
    gzip: totals,
    inline: { jsBlocks: inline.js.length, cssBlocks: inline.css.length, gzip: inlineGzip },
    files,
    missing,
  };
}

/** A free TCP port on the loopback interface (released right away for the server to take). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** HTTP status of a GET to `url`, or null if nothing answers. */
export function httpStatus(url) {
  return new Promise((resolve) => {
    const req = http.get(url, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.setTimeout(2000, () => req.destroy());
    req.on("error", () => resolve(null));
  });
}

/** Resolves with the HTTP status once `url` answers, or rejects after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 60_000, isDead = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (isDead()) throw new Error("server process exited before answering");
    const status = await httpStatus(url);
    if (status) return status;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url} after ${timeoutMs / 1000}s`);
}

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

/**
 * Minimal static server with clean URLs (`/about` -> about.html) and
 * 404.html with status 404 for anything unknown, like Astro's preview.
 * Used by `--serve static`, mainly to test the bench without the Astro site.
 */
export function startStaticServer(distDir, port) {
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, "http://localhost");
    let file = urlPathToFile(distDir, pathname);
    let status = 200;
    if (!file || pathname === "/404") {
      file = path.join(distDir, "404.html");
      status = 404;
    }
    if (!fs.existsSync(file)) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    const type = MIME[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    res.writeHead(status, { "content-type": type });
    res.end(req.method === "HEAD" ? undefined : fs.readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.on("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

// ---- formatting ----
export const kb = (bytes) => (bytes / 1024).toFixed(1);
export const fmt = (v, digits = 0) => (v == null ? "n/a" : Number(v).toFixed(digits));
