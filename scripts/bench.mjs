#!/usr/bin/env node
// Lighthouse benchmark of the built site: builds it (unless --no-build), serves dist/ in this process the
// way deploy/nginx.conf does (clean URLs, the build's brotli copies of the pages and scripts), or with
// --server apache / cloudflare through Debian's Apache with the build's .htaccess or Cloudflare's runtime
// (wrangler pages dev, which compresses on the fly as the host does) over HTTPS, runs
// Lighthouse (mobile preset, simulated throttling) --runs times per page, one run at a time, each in a
// fresh Chromium, and prints the medians with the bytes sent for each document and each page's gzipped
// weight (scripts/site.mjs). In the same run it measures a floor page (the home hero's text alone, its CSS
// inline, served by the same server) and prints each page's LCP as a ratio to it: the part of a page's
// paint time that is the page's own doing. Writes bench-results/bench.json; with --assert exits 1 below
// the CI gate (scripts/lib/lighthouse-gate.ts): a page that falls short is measured again, up to 5 runs, and
// judged by its best run, so a busy machine cannot fail it while a slow page still fails. Each run prints
// Lighthouse's benchmarkIndex (the machine's CPU speed at that moment): a slow run shows as a low index.
// `--pages /__regression` measures a fixture page with a 1.5 s main-thread task (the gate must fail it);
//
// `--max-runs N` changes how many runs the gate takes at most (its test measures the fixture twice, not 5 times).
//
//   npm run bench -- [--no-build] [--runs N] [--pages /,/contato | --ci] [--assert] [--max-runs N]
//                    [--server node|apache|cloudflare] [--out file.json]
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import http from "node:http";
import https from "node:https";
import { brotliCompressSync } from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import sirv from "sirv";
import { GATE, MAX_RUNS, gateVerdict } from "./lib/lighthouse-gate.ts";
import { themeColor } from "../src/lib/theme.ts";
import { testCoverage } from "../src/lib/test-coverage.ts";
import { hashSource } from "../integrations/csp.ts";
import { attr, byTag, innerHtml, nextElementOf, parseHtml } from "../integrations/html.ts";
import { chromiumFlags, chromiumPath } from "./browsers.mjs";
import { DIST, ROOT, builtPages, pageWeight } from "./site.mjs";
import { startApache } from "../servers/apache.mjs";
import { startCloudflare } from "../servers/cloudflare.mjs";
import { makeCertificate, tempDir } from "../servers/common.mjs";

const { values: opts } = parseArgs({
  options: {
    "no-build": { type: "boolean" },
    runs: { type: "string", default: "3" },
    "max-runs": { type: "string", default: String(MAX_RUNS) },
    pages: { type: "string" },
    ci: { type: "boolean" },
    assert: { type: "boolean" },
    server: { type: "string", default: "node" },
    out: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (opts.help) {
  console.log(`npm run bench -- [--no-build] [--runs N] [--pages /,/contato | --ci] [--assert] [--max-runs N]
                 [--server node|apache|cloudflare] [--out file.json]
  --no-build    measure dist/ as it is
  --runs N      Lighthouse runs per page, the median printed (default 3)
  --pages list  these pages only; --ci: the pages CI gates (src/lib/test-coverage.ts)
  --assert      exit 1 below the CI gate (scripts/lib/lighthouse-gate.ts), --max-runs N runs at most
  --server      serve with node (default), Debian's Apache or Cloudflare's runtime
  --out file    write the results there (default bench-results/bench.json, bench-<server>.json)`);
  process.exit(0);
}
const SERVERS = ["node", "apache", "cloudflare"];
if (!SERVERS.includes(opts.server ?? "")) throw new Error(`--server must be one of ${SERVERS.join(", ")}`);
/** The value of a count option, e.g. --runs, which must be a positive integer. */
const count = (/** @type {"runs" | "max-runs"} */ name) => {
  const value = Number(opts[name]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer, got "${opts[name]}"`);
  return value;
};
const RUNS = count("runs");
const MAX = count("max-runs");

const CATEGORIES = { performance: "Perf", accessibility: "A11y", "best-practices": "BP", seo: "SEO" };
/** Stricter targets: reported, never failing the run. */
const STRICT = { ...GATE, performance: 100, tbtMs: 50, cls: 0, lcpMs: 1200 };
// There is no internet here: the stock photos would otherwise hang until Lighthouse gives up.
const BLOCKED = ["*images.unsplash.com*"];
// The real servers answer over HTTPS with a certificate made for the run.
const CHROME_FLAGS = [
  "--headless",
  ...chromiumFlags,
  ...(opts.server === "node" ? [] : ["--ignore-certificate-errors"]),
];

if (!opts["no-build"]) execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
/** A page with a long main-thread task: a real regression, which the gate must fail however often it runs. */
const REGRESSION = { path: "/__regression" };
// --ci: the pages CI gates, which the accessibility statement names (src/lib/test-coverage.ts).
const wanted = opts.ci ? [...testCoverage.lighthousePaths] : opts.pages?.split(",");
// Lighthouse 13 refuses to audit a document answered with 404, so the 404 page is left out.
const pages = [
  ...builtPages().filter((p) => p.path !== "/404" && (!wanted || wanted.includes(p.path))),
  ...(wanted?.includes(REGRESSION.path) ? [REGRESSION] : []),
];
if (!pages.length) throw new Error(`no built page matches --pages ${opts.pages}`);

/**
 * One Lighthouse run. A run that failed to record the page load at all (Lighthouse's runtime error, e.g.
 * NO_NAVSTART, now and then over HTTPS) is run again, up to three times: it measured nothing.
 */
async function audit(/** @type {string} */ url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (!(error instanceof RuntimeError) || attempt === 3) throw error;
      console.log(`  ${url}: ${error.message}; running it again`);
    }
  }
}

class RuntimeError extends Error {}

/** One Lighthouse run in a fresh Chromium (clean profile), stopped afterwards whatever happens. */
async function auditOnce(/** @type {string} */ url) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    // No config: Lighthouse's default, the mobile preset with simulated throttling.
    const options = { port: chrome.port, logLevel: /** @type {const} */ ("error"), blockedUrlPatterns: BLOCKED };
    const lhr = (await lighthouse(url, { ...options, onlyCategories: Object.keys(CATEGORIES) }))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new RuntimeError(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** The scores and metrics of one run, and the audits costing points outside Performance. */
function summary(/** @type {import("lighthouse").Result} */ lhr) {
  const categories = Object.keys(CATEGORIES);
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  /** @type {Record<string, number>} */
  const values = Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  values.lcpMs = metric("largest-contentful-paint");
  values.benchmarkIndex = lhr.environment.benchmarkIndex;
  values.tbtMs = metric("total-blocking-time");
  values.cls = metric("cumulative-layout-shift");
  // The bytes the server sent for the document, headers included: whether the page fits the connection's
  // first round trip (about 14 KB) decides most of its distance to the floor.
  const requests = /** @type {{ items?: Array<{ resourceType?: string; transferSize?: number }> }} */ (
    lhr.audits["network-requests"]?.details ?? {}
  ).items;
  values.documentBytes = requests?.find((r) => r.resourceType === "Document")?.transferSize ?? NaN;
  // The element that painted largest: text, on every page, is the page painting as soon as it can.
  const lcpNode = /** @type {{ items?: Array<{ type?: string; snippet?: string }> }} */ (
    lhr.audits["lcp-breakdown-insight"]?.details ?? {}
  ).items?.find((item) => item.type === "node");
  const failing = categories
    .flatMap((c) => (c === "performance" ? [] : (lhr.categories[c]?.auditRefs ?? [])))
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1);
  return { values, lcpElement: lcpNode?.snippet ?? "", failingAudits: failing.map((ref) => ref.id) };
}

/** The middle value, or the mean of the two middle ones. */
const median = (/** @type {number[]} */ values) => {
  const s = values.toSorted((a, b) => a - b);
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
};
/** Scores (a median of an even count can end in .5), LCP in s, TBT in ms, CLS, as printed. */
const LABELS = ["Perf", "A11y", "BP", "SEO", "LCP (s)", "TBT (ms)", "CLS", "CPU index"];
const show = (/** @type {Record<string, number>} */ v) => [
  ...Object.keys(CATEGORIES).map((c) => (Number.isInteger(v[c]) ? String(v[c]) : v[c].toFixed(1))),
  (v.lcpMs / 1000).toFixed(2),
  v.tbtMs.toFixed(0),
  v.cls.toFixed(3),
  v.benchmarkIndex.toFixed(0),
];
const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

/**
 * The floor: the home page's headline and lead alone, styled inline. Nothing can paint sooner here. Like every
 * built page it carries a <meta> CSP listing its own inline style (and `script`, if given): Cloudflare's
 * launcher writes each page's header CSP from it.
 */
const FLOOR = { path: "/__floor" };
function floorPage(script = "") {
  const home = parseHtml(readFileSync(path.join(DIST, "index.html"), "utf8"));
  const heading = byTag(home, "h1")[0];
  const next = heading && nextElementOf(heading);
  if (!heading || next?.tagName !== "p")
    throw new Error("dist/index.html: no h1 and lead paragraph for the floor page");
  const [h1, lead] = [innerHtml(heading), innerHtml(next)];
  const css = readFileSync(path.join(ROOT, "src/styles/global.css"), "utf8");
  const style = `body{margin:0;font-family:system-ui,sans-serif;background:${themeColor(css, "inverse")};color:white}
main{padding:2.5rem 1rem;max-width:72rem;margin:auto}h1{font-size:1.875rem;line-height:1.2;margin:1.5rem 0 0}
p{font-size:1.125rem;line-height:1.6;color:${themeColor(css, "on-inverse")}}`;
  const csp = `default-src 'none'; style-src ${hashSource(style)}${script ? `; script-src ${hashSource(script)}` : ""}`;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="content-security-policy" content="${csp}"><title>Piso de medição</title><meta name="description" content="Página mínima para medir o piso de tempo de pintura do servidor."><style>${style}</style></head><body><main><h1>${h1}</h1><p>${lead}</p></main>${script ? `<script>${script}</script>` : ""}</body></html>`;
}

// The two fixture pages, served from memory (dist/ stays as built): the floor, and the regression, the floor
// with a script that keeps the main thread busy for 1.5 s on load.
const fixtures = new Map([
  [FLOOR.path, floorPage()],
  [REGRESSION.path, floorPage("const end = performance.now() + 1500; while (performance.now() < end);")],
]);
/**
 * Serves dist/ and the fixtures: in this process as nginx with brotli_static does (a browser that accepts
 * brotli gets file.br; /contato is contato.html), or through a real server, on a copy of dist/ with the
 * fixtures written in as pages (with their brotli copies, as the build writes them).
 * @returns {Promise<{ base: string; how: string; stop: () => Promise<void> }>}
 */
async function serve() {
  if (opts.server === "node") {
    const files = sirv(DIST, { brotli: true, extensions: ["html"], dev: false });
    const server = http.createServer((request, response) => {
      const html = fixtures.get(request.url ?? "");
      if (!html) return files(request, response);
      const brotli = /\bbr\b/.test(String(request.headers["accept-encoding"]));
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        ...(brotli && { "content-encoding": "br" }),
      });
      response.end(brotli ? brotliCompressSync(html) : html);
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
    const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
    const stop = async () => {
      server.closeAllConnections();
      server.close();
    };
    return { base: `http://127.0.0.1:${port}`, how: "in this process as deploy/nginx.conf does (brotli copies)", stop };
  }
  const temp = tempDir("site-bench-");
  const root = path.join(temp.dir, "dist");
  cpSync(DIST, root, { recursive: true });
  for (const [url, html] of fixtures) {
    writeFileSync(path.join(root, `${url.slice(1)}.html`), html);
    writeFileSync(path.join(root, `${url.slice(1)}.html.br`), brotliCompressSync(html));
  }
  const dir = path.join(temp.dir, String(opts.server));
  mkdirSync(dir);
  // Ports beside the server suite's (tests/server/servers.ts), so both can run on one machine.
  const apache = opts.server === "apache";
  const port = apache ? 4396 : 4397;
  const started = apache
    ? await startApache({ dir, dist: root, httpPort: 4395, httpsPort: port, ...makeCertificate(temp.dir) })
    : await startCloudflare({ dir, dist: root, port });
  const how = apache
    ? "by Apache 2.4 over HTTP/2 with the build's .htaccess (its brotli copies where they exist)"
    : "by Cloudflare's runtime (wrangler pages dev), compressing on the fly";
  const stop = async () => {
    await started.stop();
    temp.remove();
  };
  const base = `https://127.0.0.1:${port}`;
  // One request first: a server's very first answer (its TLS setup, its caches) would count against the floor.
  await new Promise((resolve, reject) =>
    https
      .get(`${base}${FLOOR.path}`, { rejectUnauthorized: false }, (response) => response.resume().on("end", resolve))
      .on("error", reject),
  );
  return { base, how, stop };
}
const { base, how, stop } = await serve();
const results = [];
/** @type {Record<string, number>} */
let floor = {};
/** @type {import("lighthouse").Result | undefined} */
let first;
try {
  console.log(`Serving dist/ at ${base} ${how}.`);
  console.log(`Blocking ${BLOCKED.join(", ")} (stock photos; no internet here): image numbers exclude them.`);
  console.log(`Lighthouse: ${pages.length} page(s) x ${RUNS} run(s), mobile preset, simulated throttling.\n`);
  for (const page of [FLOOR, ...pages]) {
    const runs = [];
    const measure = async (/** @type {string} */ label) => {
      const lhr = await audit(base + page.path);
      first ??= lhr;
      const run = summary(lhr);
      runs.push(run);
      const shown = show(run.values);
      console.log(`  ${page.path} ${label}: ${LABELS.map((name, j) => `${name} ${shown[j]}`).join(", ")}`);
    };
    for (let i = 1; i <= RUNS; i++) await measure(`run ${i}/${RUNS}`);
    // A page that asks not to be indexed (a machine sticker's page) fails Lighthouse's is-crawlable audit on
    // purpose: its SEO score is printed, not gated.
    const html = "file" in page ? readFileSync(path.join(DIST, page.file), "utf8") : (fixtures.get(page.path) ?? "");
    const noindex = byTag(parseHtml(html), "meta").some(
      (meta) => attr(meta, "name") === "robots" && (attr(meta, "content") ?? "").includes("noindex"),
    );
    const gated = (/** @type {Record<string, number>} */ values) => (noindex ? { ...values, seo: 100 } : values);
    // The gate: a page that falls short is measured again, and judged by its best run.
    const scoresOf = () => runs.map((r) => /** @type {import("./lib/lighthouse-gate.ts").Scores} */ (gated(r.values)));
    let verdict = gateVerdict(scoresOf(), MAX);
    while (opts.assert && page !== FLOOR && verdict.verdict === "retry") {
      console.log(`  ${page.path}: ${verdict.shortfalls.join(", ")}; a busy machine? measuring again`);
      await measure(`run ${runs.length + 1} (again)`);
      verdict = gateVerdict(scoresOf(), MAX);
    }
    const m = Object.fromEntries(Object.keys(runs[0].values).map((k) => [k, median(runs.map((r) => r.values[k]))]));
    const weight = pageWeight(html);
    const below = (/** @type {Record<string, number>} */ min, values = m) =>
      Object.entries(CATEGORIES).flatMap(([c, name]) =>
        values[c] < min[c] ? [`${name} ${values[c]} < ${min[c]}`] : [],
      );
    const strictMisses = [
      ...below(STRICT),
      ...(m.tbtMs > STRICT.tbtMs ? [`TBT ${m.tbtMs.toFixed(0)} ms > ${STRICT.tbtMs}`] : []),
      ...(Number(m.cls.toFixed(3)) > STRICT.cls ? [`CLS ${m.cls.toFixed(3)} > ${STRICT.cls}`] : []),
      ...(m.lcpMs > STRICT.lcpMs ? [`LCP ${(m.lcpMs / 1000).toFixed(2)} s > ${STRICT.lcpMs / 1000}`] : []),
    ];
    const failingAudits = [...new Set(runs.flatMap((r) => r.failingAudits))];
    if (page === FLOOR) {
      floor = m;
      continue;
    }
    const gateFailures = opts.assert ? (verdict.verdict === "pass" ? [] : verdict.shortfalls) : below(GATE, gated(m));
    results.push({ page: page.path, median: m, weight, gateFailures, strictMisses, failingAudits, runs });
  }
} finally {
  await stop();
}

console.log(
  `\nMedians of the runs, served ${how}. Sent KB: the document as the server sent it, headers included; JS/CSS/HTML KB:`,
);
console.log("gzip -9 of the built files, inline scripts and styles included.\n");
console.log(`Floor page (hero text, CSS inline): LCP ${(floor.lcpMs / 1000).toFixed(2)} s.\n`);
console.log(`| Page | ${LABELS.join(" | ")} | LCP ÷ floor | Sent KB | JS KB | CSS KB | HTML KB |`);
console.log(`|---|${"---:|".repeat(LABELS.length + 5)}`);
for (const { page, median: m, weight: w } of results) {
  const ratio = (m.lcpMs / floor.lcpMs).toFixed(2);
  const sent = kb(m.documentBytes);
  console.log(`| ${page} | ${show(m).join(" | ")} | ${ratio} | ${sent} | ${kb(w.js)} | ${kb(w.css)} | ${kb(w.html)} |`);
}
console.log("\nStricter targets (all scores 100, TBT <= 50 ms, CLS 0, LCP <= 1.2 s):");
for (const r of results)
  console.log(`  ${r.strictMisses.length ? `✗ ${r.page}: ${r.strictMisses.join(", ")}` : `✓ ${r.page}`}`);

const failed = results.filter((r) => r.gateFailures.length);
const { lighthouseVersion, configSettings, environment } = /** @type {import("lighthouse").Result} */ (first);
const { formFactor, throttlingMethod, throttling } = configSettings;
const out = opts.out
  ? path.resolve(opts.out)
  : path.join(ROOT, `bench-results/bench${opts.server === "node" ? "" : `-${opts.server}`}.json`);
mkdirSync(path.dirname(out), { recursive: true });
const data = {
  date: new Date().toISOString(),
  lighthouseVersion,
  userAgent: environment.hostUserAgent,
  benchmarkIndex: environment.benchmarkIndex,
  node: process.version,
  chromeFlags: CHROME_FLAGS,
  blockedUrlPatterns: BLOCKED,
  settings: { runsPerPage: RUNS, formFactor, throttlingMethod, throttling, server: opts.server },
  gate: { thresholds: GATE, strictTargets: STRICT, asserted: opts.assert, pass: failed.length === 0 },
  floor: { lcpMs: floor.lcpMs },
  pages: results.map((r) => ({ ...r, lcpRatioToFloor: r.median.lcpMs / floor.lcpMs })),
};
writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
console.log(`\nWrote ${path.relative(ROOT, out)}`);

const gate = `Gate (Perf >= 95, A11y/BP/SEO = 100; a page that falls short is measured again, up to ${MAX} runs, best run counts)`;
console.log(`\n${gate} ${!failed.length ? "passed." : opts.assert ? "FAILED:" : "not met (no --assert, exit 0):"}`);
for (const r of failed) {
  console.log(`  ${r.page}: ${r.gateFailures.join(", ")}`);
  if (r.failingAudits.length) console.log(`    failing audits: ${r.failingAudits.join(", ")}`);
}
// Exit explicitly: Lighthouse can leave handles open.
process.exit(opts.assert && failed.length ? 1 : 0);
