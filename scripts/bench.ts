#!/usr/bin/env node
// Lighthouse benchmark of the built site, served as hosts serve it (scripts/lib/bench-serve.ts: nginx and Apache
// over HTTP/2 with TLS, or Cloudflare's runtime): every page --runs times, each run in a fresh Chromium that trusts
// the run's certificate alone. It prints the medians, each page's weight (scripts/site.ts) and its LCP as a ratio
// to a floor page measured in rounds with the pages (the part of a page's paint time that is its own doing), and
// writes them to bench-results/. --assert is CI's gate (scripts/lib/lighthouse-gate.ts). Options: --help; how it
// measures: docs/testing.md, "The benchmark and CI's gate".
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { GATE, MAX_RUNS, cpuSlowdownFor, gateVerdict, shortfalls, type Scores } from "./lib/lighthouse-gate.ts";
import { testCoverage } from "../src/lib/test-coverage.ts";
import { attr, byTag, parseHtml } from "../integrations/html.ts";
import { chromiumFlags, chromiumPath } from "./browsers.ts";
import { FLOOR, HTTP2, REGRESSION, SERVERS, fixturesOf, serve, type Server } from "./lib/bench-serve.ts";
import { DIST, ROOT, builtPages, pageWeight } from "./site.ts";
import { makeCertificate, spkiHash, tempDir } from "../servers/common.mjs";

const { values: opts } = parseArgs({
  options: {
    "no-build": { type: "boolean" },
    runs: { type: "string", default: "3" },
    "max-runs": { type: "string", default: String(MAX_RUNS) },
    "floor-runs": { type: "string" },
    pages: { type: "string" },
    ci: { type: "boolean" },
    assert: { type: "boolean" },
    server: { type: "string", default: "nginx,apache" },
    out: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (opts.help) {
  console.log(`npm run bench -- [--no-build] [--runs N] [--pages /,/contato | --ci] [--assert] [--max-runs N]
                 [--floor-runs N] [--server nginx,apache | nginx | apache | cloudflare] [--out file.json]
  --no-build    measure dist/ as it is
  --runs N      Lighthouse runs per page, the median printed (default 3)
  --floor-runs N  runs of the floor page (default: --runs); every ratio divides by its median
  --pages list  these pages only; --ci: the pages CI gates (src/lib/test-coverage.ts)
                (/__regression: the floor with a 1.5 s main-thread task, which the gate must fail)
  --assert      exit 1 below the CI gate (scripts/lib/lighthouse-gate.ts), --max-runs N runs at most; each
                run's CPU slowdown calibrated to the host's speed in the run before, not the preset's 4x
  --server      serve with Debian's nginx and Apache over HTTP/2 with TLS, one after the other (default),
                one of them, or Cloudflare's runtime
  --out file    write the results there (one --server; default bench-results/bench-<server>.json)`);
  process.exit(0);
}
const servers = (opts.server ?? "").split(",") as Server[];
for (const server of servers)
  if (!(server in SERVERS)) throw new Error(`--server takes some of ${Object.keys(SERVERS).join(", ")}: "${server}"`);
if (opts.out && servers.length > 1) throw new Error("--out takes one --server");
/** The value of a count option, e.g. --runs, which must be a positive integer. */
const count = (name: "runs" | "max-runs" | "floor-runs") => {
  const value = Number(opts[name]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer, got "${opts[name]}"`);
  return value;
};
const RUNS = count("runs");
const MAX = count("max-runs");
const FLOOR_RUNS = opts["floor-runs"] ? count("floor-runs") : RUNS;

const CATEGORIES = { performance: "Perf", accessibility: "A11y", "best-practices": "BP", seo: "SEO" };
type Category = keyof typeof CATEGORIES;
// There is no internet here: the stock photos would otherwise hang until Lighthouse gives up.
const BLOCKED = ["*images.unsplash.com*"];

if (!opts["no-build"]) execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
// --ci: the pages CI gates, which the accessibility statement names (src/lib/test-coverage.ts).
const wanted = opts.ci ? [...testCoverage.lighthousePaths] : opts.pages?.split(",");
// Lighthouse 13 refuses to audit a document answered with 404, so the 404 page is left out.
const pages: { path: string; file?: string }[] = [
  ...builtPages().filter((p) => p.path !== "/404" && (!wanted || wanted.includes(p.path))),
  ...(wanted?.includes(REGRESSION) ? [{ path: REGRESSION }] : []),
];
if (!pages.length) throw new Error(`no built page matches --pages ${opts.pages}`);

// The servers answer with a certificate made for the run, which Chromium trusts by its key's hash.
const temp = tempDir("site-bench-");
const { cert, key } = makeCertificate(temp.dir);
const CHROME_FLAGS = ["--headless", ...chromiumFlags, `--ignore-certificate-errors-spki-list=${spkiHash(cert)}`];

/**
 * One Lighthouse run. A run that failed to record the page load at all (Lighthouse's runtime error, e.g.
 * NO_NAVSTART, now and then over HTTPS) is run again, up to three times: it measured nothing.
 */
async function audit(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await auditOnce(url);
    if (!lhr.runtimeError) {
      lastIndex = lhr.environment.benchmarkIndex;
      return lhr;
    }
    const problem = `Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(problem);
    console.log(`  ${problem}; running it again`);
  }
}

/** The host's benchmark index as Lighthouse measured it in the bench's last run, which calibrates the next one. */
let lastIndex: number | undefined;

/** One Lighthouse run in a fresh Chromium (clean profile), stopped afterwards whatever happens. */
async function auditOnce(url: string) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    // No config: Lighthouse's default, the mobile preset with simulated throttling. Without the full-page
    // screenshot, which no audit reads and which took a fifth of each run. The gate's CPU slowdown follows the
    // host's speed (lighthouse-gate.ts) as the last run measured it, or for the first run, as measured now.
    const index = opts.assert ? (lastIndex ?? (await benchmarkIndex(chrome.port))) : undefined;
    const throttling = index === undefined ? {} : { cpuSlowdownMultiplier: cpuSlowdownFor(index) };
    const options = {
      port: chrome.port,
      logLevel: "error" as const,
      blockedUrlPatterns: BLOCKED,
      disableFullPageScreenshot: true,
      throttling,
    };
    const lhr = (await lighthouse(url, { ...options, onlyCategories: Object.keys(CATEGORIES) }))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's benchmark index of the host now, measured by Lighthouse's own function in the run's Chromium
 * (Lighthouse measures it in its run too, but reports it only afterwards).
 */
async function benchmarkIndex(port: number) {
  const targets: { type: string; webSocketDebuggerUrl: string }[] = await (
    await fetch(`http://127.0.0.1:${port}/json/list`)
  ).json();
  const page = targets.find((target) => target.type === "page");
  if (!page) throw new Error("Chromium opened no page to measure the host's speed in");
  const socket = new WebSocket(page.webSocketDebuggerUrl);
  const expression = `(${pageFunctions.computeBenchmarkIndex})()`;
  const request = { id: 1, method: "Runtime.evaluate", params: { expression, returnByValue: true } };
  try {
    const reply = await new Promise<{ result: { result: { value: number } } }>((resolve, reject) => {
      socket.onopen = () => socket.send(JSON.stringify(request));
      socket.onmessage = (event) => resolve(JSON.parse(String(event.data)));
      socket.onerror = reject;
    });
    return reply.result.result.value;
  } finally {
    socket.close();
  }
}

/** The scores and metrics of one run, and the audits costing points outside Performance. */
function summary(lhr: Result) {
  const categories = Object.keys(CATEGORIES) as Category[];
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  type Request = { resourceType?: string; transferSize?: number; protocol?: string };
  const requests = (lhr.audits["network-requests"]?.details as { items?: Request[] } | undefined)?.items;
  const document = requests?.find((r) => r.resourceType === "Document");
  const values = {
    ...(Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<
      Category,
      number
    >),
    lcpMs: metric("largest-contentful-paint"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? NaN,
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    // The bytes the server sent for the document, headers included: whether the page fits the connection's
    // first round trip (about 14 KB) decides most of its distance to the floor.
    documentBytes: document?.transferSize ?? NaN,
  };
  // The element that painted largest: text, on every page, is the page painting as soon as it can.
  const lcpItems = lhr.audits["lcp-breakdown-insight"]?.details as { items?: { type?: string; snippet?: string }[] };
  const lcpNode = lcpItems?.items?.find((item) => item.type === "node");
  const failing = categories
    .flatMap((c) => (c === "performance" ? [] : (lhr.categories[c]?.auditRefs ?? [])))
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1);
  return {
    values,
    protocol: document?.protocol ?? "",
    lcpElement: lcpNode?.snippet ?? "",
    failingAudits: failing.map((ref) => ref.id),
  };
}

/** One run's scores and metrics, or their medians. */
type Values = ReturnType<typeof summary>["values"];
/** The middle value, or the mean of the two middle ones. */
const median = (values: number[]) => {
  const s = values.toSorted((a, b) => a - b);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};
/** Scores (a median of an even count can end in .5), LCP in s, TBT in ms, CLS, as printed. */
const LABELS = ["Perf", "A11y", "BP", "SEO", "LCP (s)", "TBT (ms)", "CLS", "CPU index", "CPU slowdown"];
const show = (v: Values) => [
  ...(Object.keys(CATEGORIES) as Category[]).map((c) => (Number.isInteger(v[c]) ? String(v[c]) : v[c].toFixed(1))),
  (v.lcpMs / 1000).toFixed(2),
  v.tbtMs.toFixed(0),
  v.cls.toFixed(3),
  v.benchmarkIndex.toFixed(0),
  `${v.cpuSlowdown.toFixed(1)}x`,
];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const gateName = `Gate (Perf >= 95, A11y/BP/SEO = 100; a page that falls short is measured again, up to ${MAX} runs, best run counts)`;

// The two fixture pages, the floor and the regression, written into each server's copy of dist/.
const fixtures = fixturesOf(DIST);

// What each page is, whichever server sends it: its weight, and whether it asks not to be indexed (a machine
// sticker's page fails Lighthouse's is-crawlable audit on purpose: its SEO score is printed, not gated).
const pageFacts = new Map(
  [{ path: FLOOR }, ...pages].map((page) => {
    const html = page.file ? readFileSync(path.join(DIST, page.file), "utf8") : (fixtures.get(page.path) ?? "");
    const noindex = byTag(parseHtml(html), "meta").some(
      (meta) => attr(meta, "name") === "robots" && (attr(meta, "content") ?? "").includes("noindex"),
    );
    return [page.path, { noindex, weight: pageWeight(html) }];
  }),
);

/** Every page on one server, its table printed and its results written; what failed the gate. */
async function benchOn(server: Server) {
  const how = SERVERS[server];
  const { base, stop } = await serve(server, {
    dir: path.join(temp.dir, server),
    dist: DIST,
    fixtures,
    cert,
    key,
  });
  const results = [];
  let floor: Values | undefined;
  let first: Result | undefined;
  try {
    console.log(`Serving dist/ at ${base} ${how}.`);
    console.log(`Blocking ${BLOCKED.join(", ")} (stock photos; no internet here): image numbers exclude them.`);
    const cpu = opts.assert ? "the CPU slowdown calibrated to the host before each run" : "the preset's CPU slowdown";
    console.log(`Lighthouse: ${pages.length} page(s) x ${RUNS} run(s), mobile preset, simulated throttling, ${cpu}.\n`);
    // Rounds: the floor, then each page, once a round. A machine whose speed drifts during the bench then moves
    // the floor and the pages alike, where measuring the floor first and the pages after it moved their ratios.
    const all = [{ path: FLOOR }, ...pages];
    const runsOf = new Map(all.map((page) => [page.path, [] as ReturnType<typeof summary>[]]));
    const measure = async (path: string, label: string) => {
      const lhr = await audit(base + path);
      first ??= lhr;
      const run = summary(lhr);
      if (HTTP2.has(server) && run.protocol !== "h2")
        throw new Error(`${server} sent ${path} over "${run.protocol}", not HTTP/2 (h2)`);
      runsOf.get(path)?.push(run);
      const shown = show(run.values);
      console.log(`  ${path} ${label}: ${LABELS.map((name, j) => `${name} ${shown[j]}`).join(", ")}`);
    };
    for (let i = 1; i <= Math.max(RUNS, FLOOR_RUNS); i++)
      for (const { path } of all) {
        const times = path === FLOOR ? FLOOR_RUNS : RUNS;
        if (i <= times) await measure(path, `run ${i}/${times}`);
      }
    for (const page of all) {
      const runs = runsOf.get(page.path)!;
      const { noindex, weight } = pageFacts.get(page.path)!;
      const gated = (values: Values) => (noindex ? { ...values, seo: 100 } : values) as Scores;
      // The gate: a page that falls short is measured again, and judged by its best run.
      const scoresOf = () => runs.map((r) => gated(r.values));
      let verdict = gateVerdict(scoresOf(), MAX);
      while (opts.assert && page.path !== FLOOR && verdict.verdict === "retry") {
        console.log(`  ${page.path}: ${verdict.shortfalls.join(", ")}; a busy machine? measuring again`);
        await measure(page.path, `run ${runs.length + 1} (again)`);
        verdict = gateVerdict(scoresOf(), MAX);
      }
      const keys = Object.keys(runs[0]!.values) as (keyof Values)[];
      const m = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r.values[k]))])) as Values;
      if (page.path === FLOOR) {
        floor = m;
        continue;
      }
      const failingAudits = [...new Set(runs.flatMap((r) => r.failingAudits))];
      // Without --assert, what the medians miss; with it, the verdict of the runs.
      const gateFailures = opts.assert ? verdict.shortfalls : shortfalls(gated(m));
      results.push({ page: page.path, median: m, weight, gateFailures, failingAudits, runs });
    }
  } finally {
    await stop();
  }
  if (!floor) throw new Error(`${server}: the floor page was never measured`);

  console.log(`\nMedians of the runs, served ${how}. Sent KB: the document as the server sent it, headers included;`);
  console.log("JS/CSS/HTML KB: gzip -9 of the built files, inline scripts and styles included.\n");
  console.log(`Floor page (hero text, CSS inline): LCP ${seconds(floor.lcpMs)} s.\n`);
  const labels = LABELS.toSpliced(5, 0, "LCP ÷ floor");
  console.log(`| Page | ${labels.join(" | ")} | Sent KB | JS KB | CSS KB | HTML KB |`);
  console.log(`|---|${"---:|".repeat(labels.length + 4)}`);
  for (const { page, median: m, weight: w } of results) {
    const cells = show(m).toSpliced(5, 0, (m.lcpMs / floor.lcpMs).toFixed(2));
    console.log(
      `| ${page} | ${cells.join(" | ")} | ${kb(m.documentBytes)} | ${kb(w.js)} | ${kb(w.css)} | ${kb(w.html)} |`,
    );
  }

  const failed = results.filter((r) => r.gateFailures.length);
  const { lighthouseVersion, configSettings, environment } = first!;
  const { formFactor, throttlingMethod, throttling } = configSettings;
  const out = opts.out ? path.resolve(opts.out) : path.join(ROOT, `bench-results/bench-${server}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  const data = {
    date: new Date().toISOString(),
    lighthouseVersion,
    userAgent: environment.hostUserAgent,
    benchmarkIndex: environment.benchmarkIndex,
    node: process.version,
    chromeFlags: CHROME_FLAGS,
    blockedUrlPatterns: BLOCKED,
    // With --assert, each run's CPU slowdown is its own (pages[].runs[].values.cpuSlowdown), not the first's.
    settings: { runsPerPage: RUNS, formFactor, throttlingMethod, throttling, cpuCalibrated: !!opts.assert, server },
    gate: { thresholds: GATE, asserted: opts.assert, pass: failed.length === 0 },
    floor: { lcpMs: floor.lcpMs },
    pages: results.map((r) => ({ ...r, lcpRatioToFloor: r.median.lcpMs / floor.lcpMs })),
  };
  writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(ROOT, out)}`);
  console.log(
    `\n${gateName} on ${server} ${!failed.length ? "passed." : opts.assert ? "FAILED:" : "not met (no --assert, exit 0):"}`,
  );
  for (const r of failed) {
    console.log(`  ${r.page}: ${r.gateFailures.join(", ")}`);
    if (r.failingAudits.length) console.log(`    failing audits: ${r.failingAudits.join(", ")}`);
  }
  console.log("");
  return { server, floor, results, failed };
}

const outcomes = [];
try {
  for (const server of servers) outcomes.push(await benchOn(server));
} finally {
  temp.remove();
}
if (outcomes.length > 1) {
  // The servers side by side: each page's median LCP, and its ratio to the floor measured on the same server.
  console.log("LCP (s) by server, and ÷ the floor of the same server:\n");
  console.log(`| Page | ${servers.join(" | ")} |\n|---|${"---:|".repeat(servers.length)}`);
  console.log(`| floor | ${outcomes.map((o) => seconds(o.floor.lcpMs)).join(" | ")} |`);
  for (const { page } of outcomes[0]!.results) {
    const cells = outcomes.map(({ floor, results }) => {
      const lcp = results.find((r) => r.page === page)!.median.lcpMs;
      return `${seconds(lcp)} (${(lcp / floor.lcpMs).toFixed(2)})`;
    });
    console.log(`| ${page} | ${cells.join(" | ")} |`);
  }
}
const failed = outcomes.filter((o) => o.failed.length).map((o) => o.server);
if (outcomes.length > 1)
  console.log(`\n${gateName}: ${failed.length ? `FAILED on ${failed.join(", ")}` : "passed on every server"}.`);
// Exit explicitly: Lighthouse can leave handles open.
process.exit(opts.assert && failed.length ? 1 : 0);
