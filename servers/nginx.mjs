// A real nginx (Debian's /usr/sbin/nginx) serving a copy of a build with the nginx files that build wrote
// beside its dist/ (deploy/), for the server suite (tests/server/) and its Observatory scan. It runs as a
// child process (daemon off) with its own prefix, config and temporary files in a temporary folder, listens
// on 127.0.0.1 only, and is always stopped by its caller.
//
// The site's server blocks are the build's deploy/nginx.conf with the launcher's own listen addresses, root,
// certificate and HTTPS port: integrations/hosts/nginx.mjs fills the template's placeholders with them, after
// checking that it writes, with a real server's, the build's file byte for byte. Every other directive
// (headers, caching, clean URLs, 404, gzip) is the generated file's. The build's deploy/security-headers.conf
// and deploy/page-csp.conf are included from snippets/ as they are, like on a server.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { attr, byTag, parseHtml } from "../integrations/html.ts";
import { nginxFiles, nginxSite } from "../integrations/hosts/nginx.mjs";
import { assertPortsFree, servedCopy, supervise, waitForPort } from "./common.mjs";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** The site's public address a build was made for: the origin of its home page's canonical link. */
function siteOf(/** @type {string} */ dist) {
  const home = parseHtml(readFileSync(path.join(dist, "index.html"), "utf8"));
  const canonical = byTag(home, "link").find((el) => attr(el, "rel") === "canonical");
  const href = canonical && attr(canonical, "href");
  if (!href) throw new Error(`${dist}/index.html has no canonical link: which site is this build?`);
  return new URL(href).origin;
}

/**
 * The build's deploy/nginx.conf on 127.0.0.1:`httpPort` and :`httpsPort`, serving `root`, with `cert`.
 * @param {string} dist
 * @param {{ httpPort: number; httpsPort: number; root: string; cert: string; key: string }} options
 */
function siteConfig(dist, { httpPort, httpsPort, root, cert, key }) {
  const site = siteOf(dist);
  if (nginxSite(site) !== readFileSync(nginxFiles(dist).site, "utf8")) {
    throw new Error(
      `${nginxFiles(dist).site} is not what integrations/hosts/nginx.mjs writes for ${site}: run \`npm run build\``,
    );
  }
  return nginxSite(site, {
    httpListen: [`127.0.0.1:${httpPort}`],
    httpsListen: [`127.0.0.1:${httpsPort}`],
    httpsHost: httpsPort === 443 ? "$host" : `$host:${httpsPort}`,
    root,
    certificate: cert,
    certificateKey: key,
  });
}

/**
 * The baseline for comparison: a plain static nginx over HTTP and HTTPS serving the same dist/, with no
 * headers, no redirect and no caching rules (what dropping dist/ on a default server gives).
 * @param {{ httpPort: number; httpsPort: number; root: string; cert: string; key: string }} options
 */
function plainConfig({ httpPort, httpsPort, root, cert, key }) {
  return `server {
    listen 127.0.0.1:${httpPort};
    listen 127.0.0.1:${httpsPort} ssl;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    root ${root};
    index index.html;
}
`;
}

/** The main nginx.conf around a site's server blocks: what /etc/nginx/nginx.conf gives a site, minimally. */
function mainConfig(dir) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, "temp", name)};`;
  return `# written by servers/nginx.mjs
# Started by root, the workers run as www-data, as Debian's /etc/nginx/nginx.conf has them.
${process.getuid?.() === 0 ? "user www-data;" : ""}
# What Debian's libnginx-mod-http-brotli-static enables (/etc/nginx/modules-enabled/), by full path: this
# nginx runs with its own prefix.
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
worker_processes 1;
events {
    worker_connections 256;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log ${path.join(dir, "access.log")};
    ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n    ")}
    include ${path.join(dir, "site.conf")};
}
`;
}

/**
 * Starts nginx in `dir` (which must exist) serving a copy of the build `dist` on 127.0.0.1:`httpPort` and
 * :`httpsPort` with `cert`: with the build's deploy/nginx.conf and snippets (copied to `dir`/snippets/, where
 * `include snippets/…` finds them), or, `plain`, as a default static server would.
 * @param {{ dir: string; dist: string; httpPort: number; httpsPort: number; cert: string; key: string; plain?: boolean }} options
 * @returns {Promise<{ stop: () => Promise<void>; output: () => string; pid: number | undefined }>}
 */
export async function startNginx({ dir, dist, httpPort, httpsPort, cert, key, plain = false }) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found: apt-get install nginx (or set NGINX_PATH)`);
  const files = nginxFiles(dist);
  const snippets = [files.securityHeaders, files.pageCsp];
  for (const file of plain ? [] : [files.site, ...snippets]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\``);
  }
  const ports = [httpPort, httpsPort];
  await assertPortsFree(ports);
  chmodSync(dir, 0o755);
  const root = servedCopy(dist, path.join(dir, "site"));
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(dir, "temp", name), { recursive: true });
  }
  mkdirSync(path.join(dir, "snippets"), { recursive: true });
  for (const file of plain ? [] : snippets) copyFileSync(file, path.join(dir, "snippets", path.basename(file)));
  const options = { httpPort, httpsPort, root, cert, key };
  const siteConf = plain ? plainConfig(options) : siteConfig(dist, options);
  writeFileSync(path.join(dir, "site.conf"), siteConf);
  writeFileSync(path.join(dir, "nginx.conf"), mainConfig(dir));

  const args = ["-p", `${dir}/`, "-c", path.join(dir, "nginx.conf"), "-e", "stderr"];
  const globals = `daemon off; pid ${path.join(dir, "nginx.pid")}; error_log stderr warn;`;
  try {
    execFileSync(NGINX, [...args, "-t", "-q", "-g", globals], { stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const stderr = /** @type {{ stderr?: Buffer }} */ (error).stderr?.toString() ?? String(error);
    throw new Error(`nginx rejected the configuration:\n${stderr}\n--- site.conf ---\n${siteConf}`);
  }

  const child = spawn(NGINX, [...args, "-g", globals], { stdio: ["ignore", "pipe", "pipe"] });
  // SIGTERM: fast shutdown of the master and its worker.
  const { stop, output } = supervise(child, "SIGTERM", ports);
  try {
    for (const port of ports) await waitForPort(port, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, output, pid: child.pid };
}
