// Cloudflare Pages' own runtime: `wrangler pages dev` (workerd, Wrangler 4 on Node 24) serving a copy of
// dist/ as a Pages build uploads it, reading its _headers exactly as the host does. Offline it warns that it
// cannot fetch `Request.cf` (harmless). Its state goes to a temporary folder, and it listens on 127.0.0.1.
import { spawn } from "node:child_process";
import { cpSync, writeFileSync } from "node:fs";
import path from "node:path";
import { headersFile, pagePolicies } from "../../integrations/hosts.mjs";
import { ROOT, DIST, assertPortsFree, supervise, waitForPort } from "./nginx.mjs";

const WRANGLER = path.join(ROOT, "node_modules/wrangler/bin/wrangler.js");

/** What a Pages build uploads: dist/ without the copies and the file for self-hosted servers. */
export const forPages = (/** @type {string} */ file) => !/\.br$|\/\.htaccess$/.test(file);

/**
 * Starts `wrangler pages dev` on 127.0.0.1:`port` serving a copy of `root` (dist/ by default) as a Pages build
 * writes it, in `dir`, over HTTPS with wrangler's own certificate or the one given (`cert`, `key`).
 * @param {{ dir: string; port: number; root?: string; cert?: string; key?: string }} options
 * @returns {Promise<{ stop: () => Promise<void>; output: () => string }>}
 */
export async function startCloudflare({ dir, port, root = DIST, cert, key }) {
  await assertPortsFree([port]);
  const site = path.join(dir, "site");
  cpSync(root, site, { recursive: true, filter: forPages });
  // And its _headers as a build on Cloudflare Pages writes it (CF_PAGES: each page's CSP alone).
  writeFileSync(path.join(site, "_headers"), headersFile(site, pagePolicies(site), { cloudflare: true }));
  const child = spawn(
    process.execPath,
    [WRANGLER, "pages", "dev", site, "--ip", "127.0.0.1", "--port", String(port), "--local-protocol", "https"].concat([
      "--compatibility-date",
      "2025-01-01",
      "--persist-to",
      path.join(dir, "state"),
      ...(cert && key ? ["--https-cert-path", cert, "--https-key-path", key] : []),
    ]),
    { cwd: dir, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" } },
  );
  const { stop, output } = supervise(child, "SIGTERM");
  try {
    await waitForPort(port, child, output, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, output };
}
