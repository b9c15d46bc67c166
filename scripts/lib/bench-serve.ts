// How the benchmark (scripts/bench.ts) serves the built site: as hosts serve it (SERVERS), through the real
// servers the server suite starts (servers/) with a certificate made for the run, on a copy of dist/ with two
// fixture pages written in beside the built ones.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import tls from "node:tls";
import { brotliCompressSync } from "node:zlib";
import { hashSource } from "../../integrations/csp.ts";
import { nginxFiles } from "../../integrations/hosts/nginx.mjs";
import { byTag, innerHtml, nextElementOf, parseHtml } from "../../integrations/html.ts";
import { themeColor } from "../../src/lib/theme.ts";
import { startApache } from "../../servers/apache.mjs";
import { startCloudflare } from "../../servers/cloudflare.mjs";
import { freePort, servedCopy } from "../../servers/common.mjs";
import { startNginx } from "../../servers/nginx.mjs";
import { ROOT } from "../site.ts";

/** The servers the benchmark runs, and how each serves the site. */
export const SERVERS = {
  nginx: "by nginx over HTTP/2 with TLS, with the build's deploy/nginx.conf (its brotli copies)",
  apache: "by Apache 2.4 over HTTP/2 with TLS, with the build's .htaccess (its brotli copies)",
  cloudflare: "by Cloudflare's runtime (wrangler pages dev) over HTTPS, compressing on the fly",
};
export type Server = keyof typeof SERVERS;

/** The servers whose every page must arrive over HTTP/2, as on the hosts they stand for. */
export const HTTP2 = new Set(["nginx", "apache"]);

/** The bare page every page's paint time is compared with (floorPage). */
export const FLOOR = "/__floor";
/** The floor with a 1.5 s main-thread task, which the gate must fail. */
export const REGRESSION = "/__regression";

/**
 * The floor: the home page's headline and lead alone, styled inline. Nothing can paint sooner here. Like every
 * built page it carries a <meta> CSP listing its own inline style (and `script`, if given): Cloudflare's
 * launcher writes each page's header CSP from it.
 */
function floorPage(dist: string, script = "") {
  const home = parseHtml(readFileSync(path.join(dist, "index.html"), "utf8"));
  const heading = byTag(home, "h1")[0];
  const next = heading && nextElementOf(heading);
  if (!heading || next?.tagName !== "p")
    throw new Error(`${dist}/index.html: no h1 and lead paragraph for the floor page`);
  const [h1, lead] = [innerHtml(heading), innerHtml(next)];
  const css = readFileSync(path.join(ROOT, "src/styles/global.css"), "utf8");
  const style = `body{margin:0;font-family:system-ui,sans-serif;background:${themeColor(css, "inverse")};color:white}
main{padding:2.5rem 1rem;max-width:72rem;margin:auto}h1{font-size:1.875rem;line-height:1.2;margin:1.5rem 0 0}
p{font-size:1.125rem;line-height:1.6;color:${themeColor(css, "on-inverse")}}`;
  const csp = `default-src 'none'; style-src ${hashSource(style)}${script ? `; script-src ${hashSource(script)}` : ""}`;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="content-security-policy" content="${csp}"><title>Piso de medição</title><meta name="description" content="Página mínima para medir o piso de tempo de pintura do servidor."><style>${style}</style></head><body><main><h1>${h1}</h1><p>${lead}</p></main>${script ? `<script>${script}</script>` : ""}</body></html>`;
}

/** The two fixture pages of a build, by path. */
export const fixturesOf = (dist: string) =>
  new Map([
    [FLOOR, floorPage(dist)],
    [REGRESSION, floorPage(dist, "const end = performance.now() + 1500; while (performance.now() < end);")],
  ]);

/**
 * Starts `server` on a copy of the build `dist` in `dir` (a folder of its own, which must not exist), the fixtures
 * written in as pages with their brotli copies, as the build writes every page. Over HTTPS (and, for nginx and
 * Apache, plain HTTP) on free ports.
 */
export async function serve(
  server: Server,
  {
    dir,
    dist,
    fixtures,
    cert,
    key,
  }: { dir: string; dist: string; fixtures: Map<string, string>; cert: string; key: string },
): Promise<{ base: string; stop: () => Promise<void> }> {
  mkdirSync(dir);
  const root = servedCopy(dist, path.join(dir, "dist"));
  // nginx's files go beside the copy as beside the build (integrations/hosts/nginx.mjs).
  const deploy = path.dirname(nginxFiles(dist).site);
  if (server === "nginx") cpSync(deploy, path.join(dir, path.basename(deploy)), { recursive: true });
  for (const [url, html] of fixtures) {
    writeFileSync(path.join(root, `${url.slice(1)}.html`), html);
    writeFileSync(path.join(root, `${url.slice(1)}.html.br`), brotliCompressSync(html));
  }
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const options = { dir: path.join(dir, server), dist: root, cert, key };
  mkdirSync(options.dir);
  const started =
    server === "nginx"
      ? await startNginx({ ...options, httpPort, httpsPort })
      : server === "apache"
        ? await startApache({ ...options, httpPort, httpsPort })
        : await startCloudflare({ ...options, port: httpsPort });
  const base = `https://127.0.0.1:${httpsPort}`;
  // One request first, which also checks that the floor goes out as the bench wrote it: a server's very
  // first answer (its TLS setup, its caches) would otherwise count against the floor.
  // Asked as a browser asks (Node's fetch accepts brotli and gzip, and decodes them), trusting the run's certificate.
  tls.setDefaultCACertificates([...new Set([...tls.getCACertificates("default"), readFileSync(cert, "utf8")])]);
  try {
    const response = await fetch(`${base}${FLOOR}`);
    if (response.status !== 200 || (await response.text()) !== fixtures.get(FLOOR))
      throw new Error(`${server} answers ${FLOOR} with ${response.status} and other bytes than the bench wrote`);
  } catch (error) {
    await started.stop();
    throw error;
  }
  return { base, stop: started.stop };
}
