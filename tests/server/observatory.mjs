#!/usr/bin/env node
// The grade the world uses: Mozilla's MDN HTTP Observatory scanner (npm @mdn/mdn-http-observatory) run
// against the built site served by a real nginx with deploy/nginx.conf, by Apache with the build's .htaccess
// and by Cloudflare Pages' runtime with its _headers, and, for comparison, against a plain static nginx
// serving the same dist/ with no configuration of its own (observatory.spec.ts).
//
//   npm run observatory               prints the tables (needs dist/, nginx, apache2, openssl, unshare, ip)
//   npm run observatory -- --json     prints the scanner's results as JSON
//
// The scanner checks http://HOST/ (port 80) for the redirect to HTTPS and https://HOST/ (port 443) for
// the rest, with no way to choose ports. So each scan runs in a private network namespace (`unshare
// --net`, loopback only, nothing reachable but itself): each server listens on 127.0.0.1:80 and :443 there
// with its own redirect, and the scanner scans 127.0.0.1. Cloudflare's runtime listens on :443 only: on the
// host, the redirect from HTTP is the edge's (Always Use HTTPS, deploy/README.md), which wrangler does not
// emulate. The TLS certificate is self-signed,
// made for the run; the scanner trusts it through NODE_EXTRA_CA_CERTS (its `bin` wrapper would replace
// that variable with Mozilla's CA bundle, so its CLI script src/scan.js is run directly). It is installed
// apart from the site, from tests/server/observatory/'s package files into node_modules/.observatory/ (out of
// the project's own folders, where npm leaves it alone), with --ignore-scripts: its install step downloads
// the HSTS preload and TLD lists; it gets an empty preload list (conf/hsts-preload.json) instead.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DIST } from "../../scripts/site.ts";
import { startApache } from "../../servers/apache.mjs";
import { startCloudflare } from "../../servers/cloudflare.mjs";
import { makeCertificate, tempDir } from "../../servers/common.mjs";
import { startNginx } from "../../servers/nginx.mjs";

const SELF = fileURLToPath(import.meta.url);
const OBSERVATORY = path.join(SELF, "../../../node_modules/.observatory/node_modules/@mdn/mdn-http-observatory");
const HOST = "127.0.0.1";

/** The scanned setups, in the order they are reported. */
export const SETUPS = {
  site: "nginx with deploy/nginx.conf and the build's snippets",
  apache: "Apache 2.4 with dist/.htaccess (as shared hosting runs it)",
  cloudflare: "Cloudflare Pages' runtime (wrangler pages dev) with the _headers a build there writes, HTTPS only",
  plain: "plain static nginx (same dist/, no headers, no redirect)",
};

/** Inside the private network namespace: serve each setup on 127.0.0.1:80/443 and scan it. */
async function scanAll() {
  const hstsPreload = path.join(OBSERVATORY, "conf/hsts-preload.json");
  if (!existsSync(hstsPreload)) writeFileSync(hstsPreload, "{}\n");
  const ip = ["/usr/sbin/ip", "/sbin/ip", "/usr/bin/ip"].find((p) => existsSync(p)) ?? "ip";
  execFileSync(ip, ["link", "set", "lo", "up"]);

  const temp = tempDir("site-observatory-");
  try {
    const { cert, key } = makeCertificate(temp.dir);
    const options = { dist: DIST, httpPort: 80, httpsPort: 443, cert, key };
    /** @type {Record<string, unknown>} */
    const results = {};
    for (const name of Object.keys(SETUPS)) {
      const dir = path.join(temp.dir, name);
      mkdirSync(dir);
      const server =
        name === "apache"
          ? await startApache({ dir, ...options })
          : name === "cloudflare"
            ? await startCloudflare({ dir, dist: DIST, port: 443, cert, key })
            : await startNginx({ dir, ...options, plain: name === "plain" });
      try {
        const scan = spawnSync(process.execPath, [path.join(OBSERVATORY, "src/scan.js"), HOST], {
          encoding: "utf8",
          env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
          timeout: 60_000,
        });
        let parsed;
        try {
          parsed = JSON.parse(scan.stdout);
        } catch {
          throw new Error(`the Observatory printed no JSON (exit ${scan.status}):\n${scan.stdout}\n${scan.stderr}`);
        }
        if (parsed.error) throw new Error(`the Observatory failed: ${parsed.error}`);
        results[name] = parsed;
      } finally {
        await server.stop();
      }
    }
    return results;
  } finally {
    temp.remove();
  }
}

/**
 * The scanner's per-test table for one setup, as text.
 * @param {string} title
 * @param {{ scan: any; tests: Record<string, any> }} result
 */
export function formatTable(title, { scan, tests }) {
  const rows = Object.entries(tests).map(([name, test]) => {
    const score = test.scoreModifier ?? 0;
    return [name, test.pass ? "pass" : "FAIL", score > 0 ? `+${score}` : `${score}`, test.result];
  });
  const widths = [0, 1, 2].map((i) => Math.max(...[["test", "", "score"], ...rows].map((row) => row[i].length)));
  const line = (/** @type {string[]} */ row) => `  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ")}`;
  return [
    title,
    `  grade ${scan.grade}, score ${scan.score}, ${scan.testsPassed}/${scan.testsQuantity} tests passed` +
      ` (algorithm v${scan.algorithmVersion}, HTTP status ${scan.statusCode})`,
    line(["test", "", "score", "result"]),
    ...rows.map(line),
  ].join("\n");
}

/** Runs the whole scan in a private network namespace; returns { version, site, apache, cloudflare, plain }. */
export function runObservatory() {
  const manifest = path.join(OBSERVATORY, "package.json");
  if (!existsSync(manifest))
    throw new Error("the MDN HTTP Observatory is not installed: `npm run observatory:install`");
  const unshareArgs = ["--net", ...(process.getuid?.() === 0 ? [] : ["--map-root-user"])];
  const child = spawnSync("unshare", [...unshareArgs, "--", process.execPath, SELF, "--inside"], {
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
  return { version: JSON.parse(readFileSync(manifest, "utf8")).version, ...JSON.parse(child.stdout) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) {
  if (process.argv.includes("--inside")) scanAll().then((results) => process.stdout.write(JSON.stringify(results)));
  else {
    const results = runObservatory();
    if (process.argv.includes("--json")) console.log(JSON.stringify(results, null, 2));
    else {
      console.log(`MDN HTTP Observatory ${results.version}, https://${HOST}/ on loopback (self-signed certificate)\n`);
      for (const [name, title] of Object.entries(SETUPS)) console.log(`${formatTable(title, results[name])}\n`);
    }
  }
}
