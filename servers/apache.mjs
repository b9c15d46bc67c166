// A real Apache 2.4 (Debian's /usr/sbin/apache2) serving a copy of a build with the .htaccess the build
// wrote, as shared hosting runs it: the site's folder with AllowOverride All, the usual modules loaded (rewrite, headers,
// deflate, brotli, expires, mime, dir, setenvif), .ht* files denied, HTTP and HTTPS (HTTP/2). It runs in the
// foreground as a child process, with its configuration, logs and pid in a temporary folder, on 127.0.0.1.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { assertPortsFree, servedCopy, supervise, waitForPort } from "./common.mjs";

export const APACHE = process.env.APACHE_PATH ?? "/usr/sbin/apache2";
const MODULES = "/usr/lib/apache2/modules";

/**
 * The server configuration a shared host gives a site: only the paths and ports are the test's.
 * @param {{ dir: string; root: string; httpPort: number; httpsPort: number; cert: string; key: string }} options
 */
function config({ dir, root, httpPort, httpsPort, cert, key }) {
  const modules = [
    ["mpm_event", "mod_mpm_event.so"],
    ["authz_core", "mod_authz_core.so"],
    ["mime", "mod_mime.so"],
    ["dir", "mod_dir.so"],
    ["rewrite", "mod_rewrite.so"],
    ["headers", "mod_headers.so"],
    ["filter", "mod_filter.so"],
    ["deflate", "mod_deflate.so"],
    ["brotli", "mod_brotli.so"],
    ["expires", "mod_expires.so"],
    ["setenvif", "mod_setenvif.so"],
    ["env", "mod_env.so"],
    ["socache_shmcb", "mod_socache_shmcb.so"],
    ["ssl", "mod_ssl.so"],
    ["http2", "mod_http2.so"],
  ];
  return `# written by servers/apache.mjs
ServerRoot "${dir}"
ServerName 127.0.0.1
PidFile "${path.join(dir, "apache.pid")}"
DefaultRuntimeDir "${dir}"
Mutex file:${dir}
ErrorLog "${path.join(dir, "error.log")}"
LogLevel warn
${modules.map(([name, file]) => `LoadModule ${name}_module ${MODULES}/${file}`).join("\n")}
${process.getuid?.() === 0 ? "User www-data\nGroup www-data" : ""}
TypesConfig /etc/mime.types
ServerTokens Prod
ServerSignature Off
Listen 127.0.0.1:${httpPort}
Listen 127.0.0.1:${httpsPort}
SSLSessionCache "shmcb:${path.join(dir, "ssl_scache")}(512000)"
DocumentRoot "${root}"
<Directory />
    AllowOverride None
    Require all denied
</Directory>
<Directory "${root}">
    Options FollowSymLinks
    AllowOverride All
    Require all granted
</Directory>
<FilesMatch "^\\.ht">
    Require all denied
</FilesMatch>
<VirtualHost 127.0.0.1:${httpsPort}>
    # HTTP/2 over TLS, as shared hosts serve sites today: one connection for a page and all its files.
    Protocols h2 http/1.1
    SSLEngine on
    SSLCertificateFile "${cert}"
    SSLCertificateKeyFile "${key}"
</VirtualHost>
`;
}

/**
 * Starts Apache in `dir` (which must exist) serving a copy of the build `dist` (made in `dir`/site: the
 * workers, www-data when root starts Apache, must read it).
 * @param {{ dir: string; dist: string; httpPort: number; httpsPort: number; cert: string; key: string }} options
 * @returns {Promise<{ stop: () => Promise<void>; output: () => string }>}
 */
export async function startApache({ dir, dist, httpPort, httpsPort, cert, key }) {
  if (!existsSync(APACHE)) throw new Error(`${APACHE} not found: apt-get install apache2 (or set APACHE_PATH)`);
  if (!existsSync(path.join(dist, ".htaccess"))) throw new Error(`${dist}/.htaccess is missing: run \`npm run build\``);
  await assertPortsFree([httpPort, httpsPort]);
  chmodSync(dir, 0o755);
  const root = servedCopy(dist, path.join(dir, "site"));
  const file = path.join(dir, "apache.conf");
  writeFileSync(file, config({ dir, root, httpPort, httpsPort, cert, key }));
  const child = spawn(APACHE, ["-f", file, "-DFOREGROUND"], { stdio: ["ignore", "pipe", "pipe"] });
  // SIGWINCH: Apache's graceful stop; its children end with it.
  const { stop, output } = supervise(child, "SIGWINCH", [httpPort, httpsPort]);
  const errors = () => {
    const errorLog = path.join(dir, "error.log");
    return output() + (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "");
  };
  try {
    for (const port of [httpPort, httpsPort]) await waitForPort(port, child, errors, 15_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, output: errors };
}
