// A real nginx (Debian's /usr/sbin/nginx) serving dist/ with deploy/nginx.conf, for the server tests and
// for observatory.mjs. It runs as a child process (daemon off) with its own prefix, config and
// temporary files in a temporary folder, listens on 127.0.0.1 only, and is always stopped by its caller.
//
// The site's server blocks are deploy/nginx.conf itself: a temporary copy changes only the listen
// addresses and ports, `root`, the certificate paths and the port of the HTTP→HTTPS redirect, each
// rewrite checked to have matched, so every other directive (headers, caching, clean URLs, 404, gzip)
// is the committed file's. The build's deploy/security-headers.conf and deploy/page-csp.conf are included
// from snippets/ like on a server.
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { DIST, ROOT } from "../../scripts/site.mjs";

export { DIST, ROOT };
export const SITE_CONFIG = path.join(ROOT, "deploy", "nginx.conf");
/** The nginx files the build writes, installed in snippets/. */
export const NGINX_SNIPPETS = ["security-headers.conf", "page-csp.conf"].map((name) => path.join(ROOT, "deploy", name));
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** A folder under the system's temporary directory, removed by the returned function. */
export function tempDir(prefix = "site-nginx-") {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid for two days, made with openssl in `dir`
 * (never committed). It is its own CA: trust it with NODE_EXTRA_CA_CERTS or `ca`.
 * @param {string} dir
 * @returns {{ cert: string; key: string }}
 */
export function makeCertificate(dir) {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  return { cert, key };
}

/**
 * Replaces `pattern` in `text`, failing unless it matched exactly `count` times: if deploy/nginx.conf
 * changes shape, the harness says so instead of quietly testing another configuration.
 */
function rewrite(text, pattern, replacement, count, what) {
  const matches = text.match(
    new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`),
  );
  const found = matches?.length ?? 0;
  if (found !== count) {
    throw new Error(
      `deploy/nginx.conf: expected ${count} ${what}, found ${found} (${pattern}); update tests/server/nginx.mjs`,
    );
  }
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`), replacement);
}

/**
 * deploy/nginx.conf for a test: on 127.0.0.1:`httpPort` and :`httpsPort`, serving `root`, with `cert`.
 * @param {{ httpPort: number; httpsPort: number; root?: string; cert: string; key: string }} options
 */
export function siteConfig({ httpPort, httpsPort, root = DIST, cert, key }) {
  let conf = readFileSync(SITE_CONFIG, "utf8");
  conf = rewrite(conf, /^\s*listen \[::\]:\d+[^;]*;\n/m, "", 2, "IPv6 listen lines");
  conf = rewrite(conf, /^(\s*)listen 80;/m, `$1listen 127.0.0.1:${httpPort};`, 1, "`listen 80;`");
  conf = rewrite(
    conf,
    /^(\s*)listen 443 ssl http2;/m,
    `$1listen 127.0.0.1:${httpsPort} ssl http2;`,
    1,
    "`listen 443 ssl http2;`",
  );
  conf = rewrite(conf, /^(\s*)root [^;]+;/m, `$1root ${root};`, 1, "`root` lines");
  conf = rewrite(conf, /^(\s*)ssl_certificate [^;]+;/m, `$1ssl_certificate ${cert};`, 1, "`ssl_certificate` lines");
  conf = rewrite(
    conf,
    /^(\s*)ssl_certificate_key [^;]+;/m,
    `$1ssl_certificate_key ${key};`,
    1,
    "`ssl_certificate_key` lines",
  );
  if (httpsPort !== 443) {
    conf = rewrite(
      conf,
      /https:\/\/\$host\$request_uri/,
      `https://$host:${httpsPort}$request_uri`,
      1,
      "HTTPS redirects",
    );
  }
  return conf;
}

/**
 * The baseline for comparison: a plain static nginx over HTTP and HTTPS serving the same dist/, with no
 * headers, no redirect and no caching rules (what dropping dist/ on a default server gives).
 * @param {{ httpPort: number; httpsPort: number; root?: string; cert: string; key: string }} options
 */
export function plainConfig({ httpPort, httpsPort, root = DIST, cert, key }) {
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
  return `# written by tests/server/nginx.mjs
${process.getuid?.() === 0 ? "user root;" : ""}
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

/** Fails if something already listens on one of `ports` of 127.0.0.1 (nginx would not start, and the
 * tests would talk to that other server). */
export async function assertPortsFree(ports) {
  for (const port of ports) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen({ host: "127.0.0.1", port, exclusive: true }, () => server.close(() => resolve(true)));
    });
    if (!free) throw new Error(`127.0.0.1:${port} is already in use: stop what listens there or choose other ports`);
  }
}

/** Resolves once something accepts TCP connections on 127.0.0.1:`port`; fails if `child` exits first. */
export async function waitForPort(port, child, output, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) while starting:\n${output()}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host: "127.0.0.1", port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not listen on 127.0.0.1:${port} within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts nginx with `siteConf` (server blocks) in `dir`, which must exist. The build's snippets are copied to
 * `dir`/snippets/, where `include snippets/…` finds them.
 * @param {{ dir: string; siteConf: string; ports: number[] }} options
 * @returns {Promise<{ stop: () => Promise<void>; output: () => string; pid: number | undefined }>}
 */
export async function startNginx({ dir, siteConf, ports }) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found: apt-get install nginx (or set NGINX_PATH)`);
  if (!existsSync(path.join(DIST, "index.html"))) throw new Error("dist/ is missing: run `npm run build` first");
  await assertPortsFree(ports);
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(dir, "temp", name), { recursive: true });
  }
  mkdirSync(path.join(dir, "snippets"), { recursive: true });
  for (const file of NGINX_SNIPPETS) copyFileSync(file, path.join(dir, "snippets", path.basename(file)));
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
  const { stop, output } = supervise(child, "SIGTERM");
  try {
    for (const port of ports) await waitForPort(port, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, output, pid: child.pid };
}

/**
 * A server started as a child process: its output collected, stopped on demand (`signal`, then SIGKILL
 * after 5 s), and never left behind, even if the caller dies without calling stop().
 * @param {import("node:child_process").ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
export function supervise(child, signal) {
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const killOnExit = () => child.exitCode === null && child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return { stop, output: () => log };
}
