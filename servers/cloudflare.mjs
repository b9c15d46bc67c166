// Cloudflare Pages' own runtime: `wrangler pages dev` (workerd, Wrangler 4 on Node 24) serving a copy of a
// build as a Pages build uploads it, reading its _headers exactly as the host does. Offline it warns that it
// cannot fetch `Request.cf` (harmless). It listens on 127.0.0.1 and runs in a temporary folder, never in the
// checkout: wrangler reads the .wrangler/ folder of its working directory, and local state written by another
// version of wrangler crashes its runtime. Its state goes to a temporary folder of its own (--persist-to).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN_PAGE, allPages, filesIn, PUBLICATION_PAGE } from "../integrations/files.mjs";
import { headersFile } from "../integrations/hosts/cloudflare.mjs";
import { pageCsp } from "../integrations/hosts/common.mjs";
import { assertPortsFree, servedCopy, supervise, waitForPort } from "./common.mjs";

const WRANGLER = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));

/** What a Pages build uploads: dist/ without the copies and the file for self-hosted servers. */
export const forPages = (/** @type {string} */ file) => !/\.br$|\/\.htaccess$/.test(file);

/**
 * The built site `dist` as its _headers describes it, read back from its pages: what the page steps of a build
 * on Cloudflare Pages would have given its host files (integrations/hosts.mjs).
 * @param {string} dist
 * @returns {import("../integrations/hosts/common.mjs").BuiltSite}
 */
function builtSite(dist) {
  const built = (/** @type {string} */ file) => existsSync(path.join(dist, file));
  const cspOf = (/** @type {string} */ file) => pageCsp(readFileSync(path.join(dist, file), "utf8"), `${dist}/${file}`);
  return {
    pages: [...allPages(dist), ...(built(PUBLICATION_PAGE.file) ? [PUBLICATION_PAGE] : [])].map((page) => ({
      ...page,
      csp: cspOf(page.file),
    })),
    adminCsp: built(ADMIN_PAGE.file) ? cspOf(ADMIN_PAGE.file) : undefined,
    files: filesIn(dist),
  };
}

/**
 * Starts `wrangler pages dev` on 127.0.0.1:`port` serving a copy of the build `dist` as a Pages build writes
 * it, in `dir` (which must exist), over HTTPS with wrangler's own certificate or the one given (`cert`,
 * `key`).
 * @param {{ dir: string; dist: string; port: number; cert?: string; key?: string }} options
 * @returns {Promise<{ stop: () => Promise<void>; output: () => string }>}
 */
export async function startCloudflare({ dir, dist, port, cert, key }) {
  await assertPortsFree([port]);
  const site = servedCopy(dist, path.join(dir, "site"), forPages);
  // And its _headers as a build on Cloudflare Pages writes it (CF_PAGES: each page's CSP alone).
  writeFileSync(path.join(site, "_headers"), headersFile(builtSite(site), { cloudflare: true }));
  const cwd = path.join(dir, "cwd");
  mkdirSync(cwd);
  const child = spawn(
    process.execPath,
    [WRANGLER, "pages", "dev", site, "--ip", "127.0.0.1", "--port", String(port), "--local-protocol", "https"].concat([
      // A fixed date no newer than the bundled runtime supports, so every run behaves alike.
      "--compatibility-date",
      "2025-01-01",
      "--persist-to",
      path.join(dir, "state"),
      ...(cert && key ? ["--https-cert-path", cert, "--https-key-path", key] : []),
    ]),
    { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" } },
  );
  const { stop, output } = supervise(child, "SIGTERM", [port]);
  try {
    await waitForPort(port, child, output, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, output };
}
