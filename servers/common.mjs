// What the server launchers (nginx.mjs, apache.mjs, cloudflare.mjs) share: a temporary folder, a
// certificate for the run, a copy of the build the servers' workers can read, free ports, and a child
// process that is always stopped. The server suite (tests/server/), the Observatory scan and the benchmark
// (scripts/bench.ts) start servers through these modules.
import { execFileSync } from "node:child_process";
import { X509Certificate, createHash } from "node:crypto";
import { chmodSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A folder under the system's temporary directory, removed by the returned function. Mode 0755: the
 * workers of nginx and Apache started by root run as www-data, and must reach the copy of the site in it.
 */
export function tempDir(prefix = "site-server-") {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
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
 * The base64 SHA-256 of a certificate's public key (its SPKI), as Chromium's
 * `--ignore-certificate-errors-spki-list` takes it: that browser then trusts this certificate alone, every
 * other still verified.
 * @param {string} cert the certificate's PEM file
 */
export function spkiHash(cert) {
  const spki = new X509Certificate(readFileSync(cert)).publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(spki).digest("base64");
}

/**
 * Copies the built site `dist` to `to` (which must not exist) for a server to serve: never the checkout in
 * place, which may sit under a folder other users cannot enter (a home folder, mode 0700), where Apache's
 * and nginx's workers (www-data) would answer 403. Folders get mode 0755 and files 0644, and every folder
 * above `to` must let others through. `filter` leaves files out (by their path). Returns `to`.
 * @param {string} dist
 * @param {string} to
 * @param {(file: string) => boolean} [filter]
 */
export function servedCopy(dist, to, filter = () => true) {
  if (!statSync(path.join(dist, "index.html"), { throwIfNoEntry: false })?.isFile()) {
    throw new Error(`${dist} has no built site: run \`npm run build\``);
  }
  cpSync(dist, to, { recursive: true, filter });
  const open = (/** @type {string} */ dir) => {
    chmodSync(dir, 0o755);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) open(file);
      else chmodSync(file, 0o644);
    }
  };
  open(to);
  // Started by root, the workers switch to www-data; otherwise they run as this user.
  for (let dir = path.dirname(to); process.getuid?.() === 0; dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      throw new Error(`${dir} is closed to other users: the servers' workers (www-data) could not read ${to}`);
    }
    if (dir === path.dirname(dir)) break;
  }
  return to;
}

/** Fails if something already listens on one of `ports` of 127.0.0.1 (the server would not start, and the
 * tests would talk to that other server). */
export async function assertPortsFree(/** @type {number[]} */ ports) {
  for (const port of ports) {
    if (!(await portFree(port))) {
      throw new Error(`127.0.0.1:${port} is already in use: stop what listens there or choose other ports`);
    }
  }
}

/** Whether this process could listen on 127.0.0.1:`port` right now. */
function portFree(/** @type {number} */ port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen({ host: "127.0.0.1", port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port of 127.0.0.1 free right now, chosen by the system. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen({ host: "127.0.0.1", port: 0 }, () => resolve(undefined)));
  const { port } = /** @type {net.AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Resolves once something accepts TCP connections on 127.0.0.1:`port`; fails if `child` exits first.
 * @param {number} port
 * @param {import("node:child_process").ChildProcess} child
 * @param {() => string} output
 */
export async function waitForPort(port, child, output, timeoutMs = 10_000) {
  const listening = () => {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) while starting:\n${output()}`);
    return new Promise((resolve) => {
      const socket = net.connect({ host: "127.0.0.1", port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
  };
  if (!(await poll(listening, timeoutMs, 50))) {
    throw new Error(`the server did not listen on 127.0.0.1:${port} within ${timeoutMs} ms:\n${output()}`);
  }
}

/**
 * Calls `check` every `everyMs` until it resolves to true; resolves to false once `timeoutMs` have passed.
 * @param {() => Promise<unknown>} check
 * @param {number} timeoutMs
 * @param {number} everyMs
 */
async function poll(check, timeoutMs, everyMs) {
  for (const deadline = Date.now() + timeoutMs; ;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * A server started as a child process: its output collected, stopped on demand (`signal`, then SIGKILL
 * after 5 s), and never left behind, even if the caller dies without calling stop(). stop() resolves once
 * `ports` are free again: wrangler can exit before its workerd child lets go of the port, and the next
 * server on that port (the Observatory scan's, on a busy machine) then found it taken.
 * @param {import("node:child_process").ChildProcess} child
 * @param {NodeJS.Signals} signal
 * @param {number[]} ports
 */
export function supervise(child, signal, ports) {
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const killOnExit = () => child.exitCode === null && child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    for (const port of ports) {
      if (!(await poll(() => portFree(port), 5_000, 25))) {
        throw new Error(`127.0.0.1:${port} is still taken 5 s after the server stopped`);
      }
    }
  };
  return { stop, output: () => log };
}
