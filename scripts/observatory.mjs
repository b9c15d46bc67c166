#!/usr/bin/env node
// The grade the world uses: Mozilla's MDN HTTP Observatory scanner (npm @mdn/mdn-http-observatory) run
// against the built site served by a real nginx with deploy/nginx.conf, and, for comparison, against a
// plain static nginx serving the same dist/ with no configuration of its own.
//
//   npm run observatory               prints both tables (needs dist/, nginx, openssl, unshare, ip)
//   npm run observatory -- --json     prints the scanner's results as JSON (used by tests/server)
//
// The scanner checks http://HOST/ (port 80) for the redirect to HTTPS and https://HOST/ (port 443) for
// the rest, with no way to choose ports. So each scan runs in a private network namespace (`unshare
// --net`, loopback only, nothing reachable but itself): nginx listens on 127.0.0.1:80 and :443 there with
// the committed file's own redirect, and the scanner scans 127.0.0.1. The TLS certificate is self-signed,
// made for the run; the scanner trusts it through NODE_EXTRA_CA_CERTS (its `bin` wrapper would replace
// that variable with Mozilla's CA bundle, so its CLI script src/scan.js is run directly). It is installed
// apart from the site, in tests/server/observatory/, with --ignore-scripts: its install step downloads
// the HSTS preload and TLD lists; it gets an empty preload list (conf/hsts-preload.json) instead.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { makeCertificate, plainConfig, siteConfig, startNginx, tempDir } from "../tests/server/nginx.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const OBSERVATORY = path.join(ROOT, "tests/server/observatory/node_modules/@mdn/mdn-http-observatory");
const HOST = "127.0.0.1";

/** The scanned setups, in the order they are reported. */
export const SETUPS = {
  site: "nginx with deploy/nginx.conf and deploy/security-headers.conf",
  plain: "plain static nginx (same dist/, no headers, no redirect)",
};

function observatoryVersion() {
  const manifest = path.join(OBSERVATORY, "package.json");
  if (!existsSync(manifest)) {
    throw new Error("the MDN HTTP Observatory is not installed: run `npm run observatory:install`");
  }
  return JSON.parse(readFileSync(manifest, "utf8")).version;
}

/** Runs the scanner's CLI against HOST, trusting `cert`; returns its parsed JSON. */
function scan(cert) {
  const result = spawnSync(process.execPath, [path.join(OBSERVATORY, "src/scan.js"), HOST], {
    encoding: "utf8",
    env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
    timeout: 60_000,
  });
  let parsed;
  try {
    parsed = JSON.parse(result.stdout);
  } catch {
    throw new Error(`the Observatory printed no JSON (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  if (parsed.error) throw new Error(`the Observatory failed: ${parsed.error}`);
  return parsed;
}

/** Inside the private network namespace: serve each setup on 127.0.0.1:80/443 and scan it. */
async function scanAll() {
  const hstsPreload = path.join(OBSERVATORY, "conf/hsts-preload.json");
  if (!existsSync(hstsPreload)) writeFileSync(hstsPreload, "{}\n");

  const ip = ["/usr/sbin/ip", "/sbin/ip", "/usr/bin/ip"].find((p) => existsSync(p)) ?? "ip";
  execFileSync(ip, ["link", "set", "lo", "up"]);

  const temp = tempDir("site-observatory-");
  try {
    const { cert, key } = makeCertificate(temp.dir);
    const ports = { httpPort: 80, httpsPort: 443 };
    /** @type {Record<string, unknown>} */
    const results = {};
    for (const [name, siteConf] of [
      ["site", siteConfig({ ...ports, cert, key })],
      ["plain", plainConfig({ ...ports, cert, key })],
    ]) {
      const dir = path.join(temp.dir, name);
      execFileSync("mkdir", ["-p", dir]);
      const nginx = await startNginx({ dir, siteConf, ports: [80, 443] });
      try {
        results[name] = scan(cert);
      } finally {
        await nginx.stop();
      }
    }
    return results;
  } finally {
    temp.remove();
  }
}

const sign = (n) => (n > 0 ? `+${n}` : `${n}`);

/**
 * The scanner's per-test table for one setup, as text.
 * @param {string} title
 * @param {{ scan: any; tests: Record<string, any> }} result
 */
export function formatTable(title, { scan: summary, tests }) {
  const rows = Object.entries(tests).map(([name, test]) => [
    name,
    test.pass ? "pass" : "FAIL",
    sign(test.scoreModifier ?? 0),
    test.result,
  ]);
  const widths = [0, 1, 2].map((i) => Math.max(...[["test", "", "score", ""], ...rows].map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell)).join("  ");
  return [
    `${title}`,
    `  grade ${summary.grade}, score ${summary.score}, ${summary.testsPassed}/${summary.testsQuantity} tests passed` +
      ` (algorithm v${summary.algorithmVersion}, HTTP status ${summary.statusCode})`,
    `  ${line(["test", "", "score", "result"])}`,
    ...rows.map((row) => `  ${line(row)}`),
  ].join("\n");
}

/** Runs the whole scan in a private network namespace; returns { version, site, plain }. */
export function runObservatory() {
  const version = observatoryVersion();
  const self = fileURLToPath(import.meta.url);
  const unshareArgs = ["--net", ...(process.getuid?.() === 0 ? [] : ["--map-root-user"])];
  const child = spawnSync("unshare", [...unshareArgs, "--", process.execPath, self, "--inside"], {
    encoding: "utf8",
    timeout: 180_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.error) throw new Error(`could not run unshare (util-linux): ${child.error.message}`);
  if (child.status !== 0) {
    throw new Error(
      `the scan in a private network namespace failed (exit ${child.status}; unshare needs root or user namespaces, and iproute2 for \`ip\`):\n${child.stderr}${child.stdout}`,
    );
  }
  return { version, ...JSON.parse(child.stdout) };
}

async function main() {
  if (process.argv.includes("--inside")) {
    process.stdout.write(JSON.stringify(await scanAll()));
    return;
  }
  const results = runObservatory();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  console.log(
    `MDN HTTP Observatory ${results.version}, https://${HOST}/ on loopback (self-signed certificate, trusted)\n`,
  );
  for (const [name, title] of Object.entries(SETUPS)) {
    console.log(formatTable(title, results[name]));
    console.log("");
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`observatory: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
