#!/usr/bin/env node
// Lighthouse benchmark of the built static site.
//
// Builds the site (unless --no-build), serves dist/ with `astro preview`, runs
// Lighthouse (mobile, simulated throttling) a few times per page, one run at a
// time, and prints the medians plus gzipped JS/CSS/HTML sizes read from dist.
// Results go to bench-results/bench.json. With --assert it exits 1 when a page
// is below the CI gate. Run with `npm run bench` (Node 24 via the node@24 devDependency).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import {
  discoverPages,
  fmt,
  freePort,
  httpStatus,
  kb,
  median,
  pageBytes,
  startStaticServer,
  waitForHttp,
} from "./bench-lib.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Paths inside the project shown relative to it, others absolute.
const show = (p) => (p.startsWith(ROOT + path.sep) ? path.relative(ROOT, p) : p);

const HELP = `Usage: node scripts/bench.mjs [options]

  --no-build          do not run \`npm run build\` first
  --runs N            Lighthouse runs per page, median is reported (default 3)
  --pages /,/contato  only these pages (clean URLs, comma separated)
  --include-404       also bench the 404 page (left out by default: Lighthouse 13 refuses
                      a 404 response, so it is audited at /404.html if that answers 200)
  --assert            exit 1 if a page has Perf < 95 or A11y/BP/SEO < 100
  --serve astro|static  server: \`astro preview\` (default) or a built-in static server
  --dist DIR          folder to bench (default dist/; another folder needs --serve static)
  --out FILE          results file (default bench-results/bench.json)
  -h, --help          this help`;

// Categories and the gate the CI enforces (median of the runs, per page).
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const GATE = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
// Stricter targets: reported, never fail the run.
const STRICT = { score: 100, tbtMs: 50, cls: 0, lcpMs: 1200 };
// There is no internet here: stock photos would otherwise hang until timeout.
const BLOCKED_URL_PATTERNS = ["*images.unsplash.com*"];
const CHROME_FLAGS = ["--headless", ...chromiumFlags];
const RUN_TIMEOUT_MS = 120_000;
const SHORT = { performance: "Perf", accessibility: "A11y", "best-practices": "BP", seo: "SEO" };

// ---------------------------------------------------------------------------
// Child processes we own, so that they are always stopped (also on error/Ctrl-C).
let previewChild = null; // `npm run preview`, leader of its own process group
let staticServer = null;
let chrome = null;

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal); // negative pid: the whole group (npm -> sh -> astro)
  } catch {
    /* already gone */
  }
}

async function stopAll() {
  if (chrome) {
    chrome.kill();
    chrome = null;
  }
  if (staticServer) {
    staticServer.closeAllConnections();
    await new Promise((resolve) => staticServer.close(resolve));
    staticServer = null;
  }
  if (previewChild) {
    const pgid = previewChild.pid;
    previewChild = null;
    signalGroup(pgid, "SIGTERM");
    for (let i = 0; i < 50 && groupAlive(pgid); i++) await new Promise((r) => setTimeout(r, 100));
    if (groupAlive(pgid)) signalGroup(pgid, "SIGKILL");
  }
}

// Last resort if the process exits some other way: synchronous kills only.
process.on("exit", () => {
  if (chrome) chrome.kill();
  if (previewChild) signalGroup(previewChild.pid, "SIGKILL");
});
let stopping = false;
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(sig, async () => {
    if (stopping) process.exit(128 + os.constants.signals[sig]);
    stopping = true;
    console.error(`\n${sig}: stopping preview server and Chrome...`);
    await stopAll();
    process.exit(128 + os.constants.signals[sig]);
  });
}

// ---------------------------------------------------------------------------

function runInherit(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`\`${cmd} ${args.join(" ")}\` failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

async function startServer(mode, distDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  if (mode === "static") {
    staticServer = await startStaticServer(distDir, port);
  } else {
    // Own process group (detached) so the whole npm -> astro tree can be killed at once.
    // --ignore-lock: Astro 7 refuses to start while another preview of this project
    // runs (e.g. a developer's), and when it thinks an AI agent runs it, it detaches
    // into the background where we could not stop it; this flag avoids both and
    // leaves no lock file behind.
    const previewArgs = ["run", "preview", "--", "--port", String(port), "--host", "127.0.0.1", "--ignore-lock"];
    const child = spawn("npm", previewArgs, {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    previewChild = child;
    let output = "";
    let exited = false;
    const keep = (chunk) => (output = (output + chunk).slice(-4000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("exit", () => (exited = true));
    try {
      await waitForHttp(`${base}/`, { timeoutMs: 60_000, isDead: () => exited });
    } catch (err) {
      throw new Error(`astro preview did not start: ${err.message}\n${output}`);
    }
  }
  return base;
}

function chromeVersion(chromePath) {
  if (!chromePath) return null;
  try {
    return execFileSync(chromePath, ["--version"], {
      encoding: "utf8",
      timeout: 15_000,
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

/** One Lighthouse run in a fresh Chrome (clean profile each time, killed afterwards). */
async function lighthouseRun(url, chromePath) {
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false, // we handle Ctrl-C ourselves, to also stop the preview server
    logLevel: "silent",
  });
  let timer;
  try {
    // No config: Lighthouse's default = mobile preset, simulated throttling.
    const flags = {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: CATEGORIES,
      blockedUrlPatterns: BLOCKED_URL_PATTERNS,
    };
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse timed out after ${RUN_TIMEOUT_MS / 1000}s`)),
        RUN_TIMEOUT_MS,
      );
    });
    const result = await Promise.race([lighthouse(url, flags), timeout]);
    if (!result?.lhr) throw new Error("Lighthouse returned no result");
    return result.lhr;
  } finally {
    clearTimeout(timer);
    chrome?.kill();
    chrome = null;
  }
}

/** A few short strings saying where an audit failed (element, console message or URL). */
function auditExamples(audit) {
  const items = audit.details?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const text =
      item.node?.selector ?? item.node?.snippet ?? item.description ?? item.sourceLocation?.url ?? item.url ?? "";
    return String(text).slice(0, 200);
  });
}

/** The numbers we keep from one Lighthouse result. */
function summarizeRun(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  // Audits that cost points in the non-performance categories: tells you what to fix.
  const failingAudits = {};
  for (const cat of CATEGORIES.filter((c) => c !== "performance")) {
    const failing = (lhr.categories[cat]?.auditRefs ?? [])
      .map((ref) => ref.weight > 0 && lhr.audits[ref.id])
      .filter((audit) => audit && audit.score != null && audit.score < 1)
      .map((audit) => ({ id: audit.id, title: audit.title, examples: auditExamples(audit) }));
    if (failing.length) failingAudits[cat] = failing;
  }
  return {
    fetchTime: lhr.fetchTime,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings ?? [],
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    metrics: {
      fcpMs: num("first-contentful-paint"),
      lcpMs: num("largest-contentful-paint"),
      tbtMs: num("total-blocking-time"),
      cls: num("cumulative-layout-shift"),
      speedIndexMs: num("speed-index"),
    },
    failingAudits,
  };
}

function medianOfRuns(runs) {
  const pick = (get) => median(runs.map(get));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.scores[c])])),
    metrics: Object.fromEntries(Object.keys(runs[0].metrics).map((m) => [m, pick((r) => r.metrics[m])])),
  };
}

function checkGate(page) {
  const failures = [];
  const erroredRuns = page.runs.filter((r) => r.runtimeError);
  if (erroredRuns.length) failures.push(`${erroredRuns.length} run(s) failed: ${erroredRuns[0].runtimeError}`);
  for (const [cat, min] of Object.entries(GATE)) {
    const value = page.median.scores[cat];
    if (value == null || value < min) failures.push(`${SHORT[cat]} ${fmt(value)} < ${min}`);
  }
  return failures;
}

function checkStrict(page) {
  const { scores, metrics } = page.median;
  if (page.runs.every((r) => r.runtimeError)) return ["no successful Lighthouse run"];
  const misses = [];
  for (const cat of CATEGORIES) {
    if (scores[cat] == null || scores[cat] < STRICT.score) misses.push(`${SHORT[cat]} ${fmt(scores[cat])}`);
  }
  if (metrics.tbtMs == null || metrics.tbtMs > STRICT.tbtMs)
    misses.push(`TBT ${fmt(metrics.tbtMs)} ms > ${STRICT.tbtMs}`);
  // CLS as Lighthouse shows it (3 decimals) must read 0.
  if (metrics.cls == null || Number(metrics.cls.toFixed(3)) > STRICT.cls) misses.push(`CLS ${fmt(metrics.cls, 3)} > 0`);
  if (metrics.lcpMs == null || metrics.lcpMs > STRICT.lcpMs) {
    misses.push(`LCP ${metrics.lcpMs == null ? "n/a" : fmt(metrics.lcpMs / 1000, 2)} s > 1.2`);
  }
  return misses;
}

function printTable(pages) {
  const scoreCell = (v) => (v == null ? "n/a" : Number.isInteger(v) ? String(v) : v.toFixed(1));
  const rows = [
    "| Page | Perf | A11y | BP | SEO | LCP (s) | TBT (ms) | CLS | JS KB | CSS KB | HTML KB |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const p of pages) {
    const { scores: s, metrics: m } = p.median;
    const b = p.bytes.gzip;
    const size = (n) => (p.bytes.files.length ? kb(n) : "n/a"); // no request seen: nothing to measure
    rows.push(
      `| ${p.page} | ${CATEGORIES.map((c) => scoreCell(s[c])).join(" | ")} | ` +
        `${m.lcpMs == null ? "n/a" : fmt(m.lcpMs / 1000, 2)} | ${fmt(m.tbtMs)} | ${fmt(m.cls, 3)} | ` +
        `${size(b.js)} | ${size(b.css)} | ${size(b.html)} |`,
    );
  }
  console.log(rows.join("\n"));
}

function normalizePage(p) {
  let page = p.trim();
  if (!page.startsWith("/")) page = "/" + page;
  page = page.replace(/\.html$/, "").replace(/\/index$/, "/");
  return page.length > 1 ? page.replace(/\/+$/, "") : page;
}

// ---------------------------------------------------------------------------

async function main() {
  const { values: opts } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      runs: { type: "string", default: "3" },
      pages: { type: "string" },
      "include-404": { type: "boolean", default: false },
      assert: { type: "boolean", default: false },
      serve: { type: "string", default: "astro" },
      dist: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (opts.help) {
    console.log(HELP);
    return 0;
  }
  const runs = Number(opts.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${opts.runs}"`);
  if (!["astro", "static"].includes(opts.serve)) throw new Error(`--serve must be "astro" or "static"`);
  const projectDist = path.join(ROOT, "dist");
  const distDir = opts.dist ? path.resolve(opts.dist) : projectDist;
  const ownDist = distDir === projectDist;
  if (!ownDist && opts.serve === "astro")
    throw new Error("astro preview only serves dist/: use --serve static with --dist");
  const outFile = path.resolve(ROOT, opts.out ?? "bench-results/bench.json");

  // 1. Build (only meaningful for the project's own dist/).
  if (!opts["no-build"] && ownDist) {
    console.log("> npm run build");
    await runInherit("npm", ["run", "build"]);
  }
  if (!fs.existsSync(path.join(distDir, "index.html"))) throw new Error(`${distDir}/index.html not found: build first`);

  // 3. Pages: every built page; the 404 page only on request (see the 404 note below).
  let pages = discoverPages(distDir);
  if (opts.pages) {
    const wanted = opts.pages
      .split(",")
      .filter((p) => p.trim())
      .map(normalizePage);
    for (const p of wanted) if (!pages.includes(p) && p !== "/404") console.warn(`warning: ${p} is not a built page`);
    pages = wanted;
  }
  if (opts["include-404"] && !pages.includes("/404")) {
    if (fs.existsSync(path.join(distDir, "404.html"))) pages.push("/404");
    else console.warn("warning: --include-404 but there is no 404.html");
  }
  if (pages.length === 0) throw new Error("no pages to bench");

  // 2. Serve.
  console.log(
    `Serving ${show(distDir)} with ${opts.serve === "astro" ? "astro preview" : "the built-in static server"}...`,
  );
  const base = await startServer(opts.serve, distDir);
  const origin = new URL(base).origin;
  console.log(`Server ready at ${base}`);

  const chromePath = fs.existsSync(chromiumPath) ? chromiumPath : undefined;
  console.log(
    `Blocking ${BLOCKED_URL_PATTERNS.join(", ")} (stock photos; no internet here), so image-related numbers exclude them.`,
  );
  console.log(
    `Lighthouse: ${pages.length} page(s) x ${runs} run(s), mobile preset, simulated throttling, one run at a time.\n`,
  );

  // Lighthouse 13 refuses to audit a document answered with 404 (ERRORED_DOCUMENT_REQUEST),
  // so the 404 page is audited at whichever of its URLs answers 200 (/404.html usually).
  const urlFor = {};
  if (pages.includes("/404")) {
    for (const candidate of ["/404", "/404.html"]) {
      if ((await httpStatus(base + candidate)) === 200) {
        urlFor["/404"] = base + candidate;
        break;
      }
    }
    if (urlFor["/404"]) console.log(`404 page audited at ${urlFor["/404"].slice(base.length)} (answers 200).`);
    else console.warn("warning: /404 and /404.html both answer non-200: Lighthouse will refuse to audit them");
  }

  // 4. Lighthouse, sequentially (2 cores: parallel runs would skew the numbers).
  const results = [];
  let env = null;
  for (const page of pages) {
    const url = urlFor[page] ?? base + page;
    const pageRuns = [];
    const requests = [];
    for (let i = 1; i <= runs; i++) {
      const started = Date.now();
      const lhr = await lighthouseRun(url, chromePath);
      env ??= {
        lighthouseVersion: lhr.lighthouseVersion,
        userAgent: lhr.environment?.hostUserAgent,
        benchmarkIndex: lhr.environment?.benchmarkIndex,
        formFactor: lhr.configSettings.formFactor,
        throttlingMethod: lhr.configSettings.throttlingMethod,
        throttling: lhr.configSettings.throttling,
      };
      const run = summarizeRun(lhr);
      pageRuns.push(run);
      requests.push(...(lhr.audits["network-requests"]?.details?.items ?? []));
      const s = run.scores;
      console.log(
        `  ${page} run ${i}/${runs} (${((Date.now() - started) / 1000).toFixed(0)} s): ` +
          (run.runtimeError
            ? `ERROR ${run.runtimeError}`
            : `Perf ${s.performance} A11y ${s.accessibility} BP ${s["best-practices"]} SEO ${s.seo}, ` +
              `LCP ${fmt(run.metrics.lcpMs / 1000, 2)} s, TBT ${fmt(run.metrics.tbtMs)} ms, CLS ${fmt(run.metrics.cls, 3)}`),
      );
    }
    // 5. Sizes from the built files of the requests Lighthouse saw (all runs).
    const bytes = pageBytes(distDir, origin, requests);
    if (bytes.missing.length) console.warn(`  warning: not found in dist: ${bytes.missing.join(", ")}`);
    const entry = { page, url, runs: pageRuns, median: medianOfRuns(pageRuns), bytes };
    entry.gate = checkGate(entry);
    entry.strictMisses = checkStrict(entry);
    results.push(entry);
  }
  await stopAll();

  // 6. Report.
  console.log(
    "\nMedians of the runs; sizes gzip -9 of the built files, KB = 1024 bytes, JS/CSS include inline <script>/<style>.\n",
  );
  printTable(results);

  console.log("\nStricter targets (all scores 100, TBT <= 50 ms, CLS 0, LCP <= 1.2 s):");
  for (const r of results) {
    console.log(r.strictMisses.length ? `  ✗ ${r.page}: ${r.strictMisses.join(", ")}` : `  ✓ ${r.page}`);
  }

  const gateFailures = results.filter((r) => r.gate.length);
  const data = {
    date: new Date().toISOString(),
    lighthouseVersion: env.lighthouseVersion,
    chromium: {
      version: chromeVersion(chromePath) ?? env.userAgent,
      path: chromePath ?? null,
      userAgent: env.userAgent,
    },
    node: process.version,
    settings: {
      runsPerPage: runs,
      categories: CATEGORIES,
      formFactor: env.formFactor,
      throttlingMethod: env.throttlingMethod,
      throttling: env.throttling,
      benchmarkIndex: env.benchmarkIndex,
      blockedUrlPatterns: BLOCKED_URL_PATTERNS,
      chromeFlags: CHROME_FLAGS,
      server: opts.serve === "astro" ? "astro preview" : "static",
      dist: distDir,
      sizes:
        "gzip level 9 of the built files of same-origin Script/Stylesheet/Document requests, plus inline <script>/<style>",
    },
    gate: { thresholds: GATE, asserted: opts.assert, pass: gateFailures.length === 0 },
    strictTargets: STRICT,
    pages: results.map(({ strictMisses, gate, ...r }) => ({
      ...r,
      gateFailures: gate,
      strictTargetsMet: strictMisses.length === 0,
      strictMisses,
    })),
  };
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, JSON.stringify(data, null, 2) + "\n");
  console.log(`\nWrote ${show(outFile)}`);

  // 7. Gate.
  if (gateFailures.length) {
    console.log(`\nGate (Perf >= 95, A11y/BP/SEO = 100) ${opts.assert ? "FAILED" : "not met (no --assert, exit 0)"}:`);
    for (const r of gateFailures) {
      console.log(`  ${r.page}: ${r.gate.join(", ")}`);
      const audits = new Set(
        r.runs.flatMap((run) =>
          Object.entries(run.failingAudits).flatMap(([cat, list]) =>
            list.map((a) => `${SHORT[cat]} ${a.id}${a.examples.length ? ` (${a.examples.join("; ")})` : ""}`),
          ),
        ),
      );
      for (const a of audits) console.log(`    failing audit: ${a}`);
    }
    return opts.assert ? 1 : 0;
  }
  console.log("\nGate (Perf >= 95, A11y/BP/SEO = 100) passed.");
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`\nbench failed: ${err.message}`);
} finally {
  await stopAll();
}
// Exit explicitly: Lighthouse can leave handles open.
process.exit(code);
