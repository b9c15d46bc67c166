// npm run deploy: publishes the built site (dist/, or the folder DEPLOY_DIST names) to the remote folder of a
// shared host (FTP, FTPS or SFTP) or a server (rsync over SSH). The GitHub Actions workflow
// (.github/workflows/deploy.yml) runs it after every build on main; deploy/README.md lists the settings.
// What is sent, in which order, and what is deleted is src/lib/deploy-plan.ts's decision; this file only talks
// to the server.
//
// Settings, from the environment:
//   DEPLOY_METHOD   ftp (FTPS, explicit TLS, unless DEPLOY_FTP_TLS says otherwise) | sftp | rsync
//   DEPLOY_HOST, DEPLOY_PORT (optional), DEPLOY_USER, DEPLOY_PATH (the remote folder, e.g. public_html)
//   DEPLOY_PASSWORD (ftp, sftp) or DEPLOY_KEY (a private key: sftp, rsync)
//   DEPLOY_KNOWN_HOSTS (sftp, rsync): the server's line of `ssh-keyscan`, so no other machine can pose as it
//   DEPLOY_FTP_TLS  explicit (default) | implicit | off (plain FTP: the password travels unencrypted)
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { Client as FtpClient } from "basic-ftp";
import { filesIn } from "../integrations/files.mjs";
import {
  formatManifest,
  MANIFEST,
  parseManifest,
  planDeploy,
  TEMP_SUFFIX,
  uploadRank,
} from "../src/lib/deploy-plan.ts";

/** @typedef {import("../src/lib/deploy-plan.ts").LocalFile} LocalFile */
/** @typedef {import("../src/lib/deploy-plan.ts").RemoteFile} RemoteFile */
/**
 * What the plan needs of a server: paths are relative to the remote folder.
 * @typedef {{
 *   list(): Promise<RemoteFile[]>;
 *   read(file: string): Promise<string | undefined>;
 *   put(file: string, content: string | Buffer): Promise<void>;
 *   remove(file: string): Promise<void>;
 *   removeDir(dir: string): Promise<void>;
 *   close(): Promise<void>;
 * }} RemoteStore
 */

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** @param {string} dist @returns {LocalFile[]} */
export function localFiles(dist) {
  return filesIn(dist).map((file) => {
    const content = readFileSync(path.join(dist, file));
    return { path: file, size: content.length, hash: createHash("sha256").update(content).digest("hex") };
  });
}

/** @param {string} name */
function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (deploy/README.md, "Publishing on every save")`);
  return value;
}

/**
 * Every file under a remote folder, by its path relative to it: `list` reads one folder's entries.
 * @param {(dir: string) => Promise<Array<{ name: string; size: number; dir: boolean; file: boolean }>>} list
 */
async function remoteFiles(list) {
  /** @type {RemoteFile[]} */
  const files = [];
  const walk = async (/** @type {string} */ dir) => {
    for (const entry of await list(dir)) {
      if (entry.name === "." || entry.name === "..") continue;
      const file = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.dir) await walk(file);
      else if (entry.file) files.push({ path: file, size: entry.size });
    }
  };
  await walk("");
  return files;
}

/** The remote folder, as given (relative to the login folder, or absolute); never empty. */
const remoteFolder = () => required("DEPLOY_PATH").replace(/\/+$/, "") || "/";

/**
 * FTP or FTPS through basic-ftp.
 * @param {{ host: string; port?: number; user: string; password: string; folder: string; tls: string }} o
 * @returns {Promise<RemoteStore>}
 */
export async function openFtp({ host, port, user, password, folder, tls }) {
  const client = new FtpClient(30_000);
  const secure = tls === "off" ? false : tls === "implicit" ? "implicit" : true;
  await client.access({ host, port: port ?? (secure === "implicit" ? 990 : 21), user, password, secure });
  await client.cd(folder);
  const base = await client.pwd();
  const at = (/** @type {string} */ file) => path.posix.join(base, file);
  /** @type {Set<string>} */
  const made = new Set();
  const send = async (/** @type {string} */ to, /** @type {string | Buffer} */ content) => {
    const dir = path.posix.dirname(to);
    if (!made.has(dir)) {
      await client.ensureDir(dir);
      made.add(dir);
    }
    await client.uploadFrom(Readable.from([Buffer.from(content)]), to);
  };
  return {
    list: () =>
      remoteFiles(async (dir) =>
        (await client.list(dir ? at(dir) : base)).map((entry) => ({
          name: entry.name,
          size: entry.size,
          dir: entry.isDirectory,
          file: entry.isFile,
        })),
      ),
    async read(file) {
      /** @type {Buffer[]} */
      const chunks = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      try {
        await client.downloadTo(sink, at(file));
      } catch {
        return undefined;
      }
      return Buffer.concat(chunks).toString("utf8");
    },
    async put(file, content) {
      await send(at(file + TEMP_SUFFIX), content);
      try {
        await client.rename(at(file + TEMP_SUFFIX), at(file));
      } catch {
        // Servers that refuse to rename over a file (IIS): the file is missing for one command.
        await client.remove(at(file), true);
        await client.rename(at(file + TEMP_SUFFIX), at(file));
      }
    },
    async remove(file) {
      await client.remove(at(file), true);
    },
    async removeDir(dir) {
      // A folder holding something of its own (an empty folder the owner made) stays.
      await client.removeEmptyDir(at(dir)).catch(() => {});
    },
    async close() {
      client.close();
    },
  };
}

/**
 * The host-key check for SSH: the key must be one of the known_hosts lines' keys.
 * @param {string} knownHosts
 */
function hostKeys(knownHosts) {
  const keys = knownHosts
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length >= 3 && !parts[0]?.startsWith("#"))
    .map((parts) => Buffer.from(parts[2] ?? "", "base64"));
  if (keys.length === 0) throw new Error("DEPLOY_KNOWN_HOSTS holds no key: paste the output of ssh-keyscan");
  return keys;
}

/**
 * SFTP through ssh2-sftp-client.
 * @param {{ host: string; port?: number; user: string; password?: string; key?: string; folder: string; knownHosts: string }} o
 * @returns {Promise<RemoteStore>}
 */
export async function openSftp({ host, port, user, password, key, folder, knownHosts }) {
  const keys = hostKeys(knownHosts);
  // Loaded only here: ssh2 takes a while to load, and FTP is the common case.
  const { default: SftpClient } = await import("ssh2-sftp-client");
  const client = new SftpClient();
  await client.connect({
    host,
    port: port ?? 22,
    username: user,
    ...(key ? { privateKey: key } : { password }),
    readyTimeout: 30_000,
    hostVerifier: (/** @type {Buffer} */ key) => keys.some((known) => known.equals(key)),
  });
  const base = folder.startsWith("/") ? folder : path.posix.join(await client.cwd(), folder);
  const at = (/** @type {string} */ file) => path.posix.join(base, file);
  /** @type {Set<string>} */
  const made = new Set();
  return {
    list: () =>
      remoteFiles(async (dir) =>
        (await client.list(dir ? at(dir) : base)).map((entry) => ({
          name: entry.name,
          size: entry.size,
          dir: entry.type === "d",
          file: entry.type === "-",
        })),
      ),
    async read(file) {
      try {
        const content = await client.get(at(file));
        return Buffer.isBuffer(content) ? content.toString("utf8") : undefined;
      } catch {
        return undefined;
      }
    },
    async put(file, content) {
      const dir = path.posix.dirname(at(file));
      if (!made.has(dir)) {
        await client.mkdir(dir, true);
        made.add(dir);
      }
      await client.put(Buffer.from(content), at(file + TEMP_SUFFIX));
      // posix-rename replaces the old file in one step (SFTP's own rename refuses an existing target).
      await client.posixRename(at(file + TEMP_SUFFIX), at(file));
    },
    async remove(file) {
      await client.delete(at(file), true);
    },
    async removeDir(dir) {
      await client.rmdir(at(dir)).catch(() => {});
    },
    async close() {
      await client.end();
    },
  };
}

/**
 * Carries the plan out on a server: the manifest first (files about to change marked unverified), then the
 * uploads in the plan's order, the deletes, the emptied folders, and the new manifest.
 * @param {string} dist
 * @param {RemoteStore} store
 * @param {(line: string) => void} [log]
 */
export async function deployTo(dist, store, log = console.log) {
  const local = localFiles(dist);
  const remote = await store.list();
  const recorded = remote.some((file) => file.path === MANIFEST) ? await store.read(MANIFEST) : undefined;
  const plan = planDeploy(local, remote, parseManifest(recorded));
  for (const file of plan.foreign) log(`left alone (not put there by a deploy): ${file}`);
  if (plan.uploads.length > 0) await store.put(MANIFEST, formatManifest(plan.interimManifest));
  for (const file of plan.uploads) {
    await store.put(file.path, readFileSync(path.join(dist, file.path)));
    log(`sent ${file.path}`);
  }
  for (const file of plan.deletes) {
    await store.remove(file);
    log(`deleted ${file}`);
  }
  for (const dir of plan.removeDirs) await store.removeDir(dir);
  const final = formatManifest(plan.finalManifest);
  if (final !== recorded) await store.put(MANIFEST, final);
  log(`${plan.uploads.length} sent, ${plan.deletes.length} deleted, ${local.length - plan.uploads.length} unchanged`);
  return plan;
}

/**
 * rsync over SSH (or to a local folder, for the tests): rsync finds what changed itself (by checksum: a fresh
 * checkout gives every file a new time), in one pass per upload rank so pages still go after their assets, then
 * a pass that deletes what the build no longer has (the remote folder is the site's own, as on a VPS), except
 * .well-known/ (certificate challenges).
 * @param {string} dist
 * @param {string} destination `user@host:folder` or a local folder
 * @param {string[]} [ssh] the ssh command line, for a remote destination
 * @param {(line: string) => void} [log]
 */
export function rsyncTo(dist, destination, ssh, log = console.log) {
  const target = destination.endsWith("/") ? destination : `${destination}/`;
  const base = [
    "--recursive",
    "--checksum",
    "--links",
    "--perms",
    "--chmod=D755,F644",
    ...(ssh ? ["-e", ssh.join(" ")] : []),
  ];
  const work = mkdtempSync(path.join(tmpdir(), "deploy-rsync-"));
  try {
    const ranks = [0, 1, 2, 3].map((rank) => filesIn(dist).filter((file) => uploadRank(file) === rank));
    ranks.forEach((files, rank) => {
      if (files.length === 0) return;
      const list = path.join(work, `rank-${rank}`);
      writeFileSync(list, `${files.join("\n")}\n`);
      execFileSync("rsync", [...base, `--files-from=${list}`, `${dist}/`, target], { stdio: "inherit" });
      log(`rsync: ${files.length} files of rank ${rank} in place`);
    });
    execFileSync(
      "rsync",
      [...base, "--delete", "--existing", "--ignore-existing", "--filter=P .well-known/", `${dist}/`, target],
      { stdio: "inherit" },
    );
    log("rsync: files no longer built deleted");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** DEPLOY_FTP_TLS, checked. */
function ftpTls() {
  const tls = process.env.DEPLOY_FTP_TLS || "explicit";
  if (!["explicit", "implicit", "off"].includes(tls))
    throw new Error(`DEPLOY_FTP_TLS is explicit, implicit or off, not ${tls}`);
  return tls;
}

async function main() {
  const method = process.env.DEPLOY_METHOD ?? "";
  const dist = path.resolve(ROOT, process.env.DEPLOY_DIST || "dist");
  statSync(path.join(dist, "index.html")); // no build, no deploy
  const host = required("DEPLOY_HOST");
  const user = required("DEPLOY_USER");
  const port = process.env.DEPLOY_PORT ? Number(process.env.DEPLOY_PORT) : undefined;
  const folder = remoteFolder();
  if (["ftp", "ftps", "sftp"].includes(method)) {
    const key = process.env.DEPLOY_KEY;
    const store =
      method === "sftp"
        ? await openSftp({
            host,
            port,
            user,
            ...(key ? { key } : { password: required("DEPLOY_PASSWORD") }),
            folder,
            knownHosts: required("DEPLOY_KNOWN_HOSTS"),
          })
        : await openFtp({ host, port, user, password: required("DEPLOY_PASSWORD"), folder, tls: ftpTls() });
    try {
      await deployTo(dist, store);
    } finally {
      await store.close();
    }
  } else if (method === "rsync") {
    if (folder === "/") throw new Error("DEPLOY_PATH for rsync is the site's own folder, not /");
    const key = required("DEPLOY_KEY");
    hostKeys(required("DEPLOY_KNOWN_HOSTS"));
    const work = mkdtempSync(path.join(tmpdir(), "deploy-ssh-"));
    try {
      const keyFile = path.join(work, "key");
      const knownHosts = path.join(work, "known_hosts");
      writeFileSync(keyFile, key.endsWith("\n") ? key : `${key}\n`);
      chmodSync(keyFile, 0o600);
      writeFileSync(knownHosts, required("DEPLOY_KNOWN_HOSTS"));
      const ssh = ["ssh", "-i", keyFile, "-o", "IdentitiesOnly=yes", "-o", `UserKnownHostsFile=${knownHosts}`];
      ssh.push("-o", "StrictHostKeyChecking=yes", "-o", "BatchMode=yes", ...(port ? ["-p", String(port)] : []));
      rsyncTo(dist, `${user}@${host}:${folder}`, ssh);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  } else {
    throw new Error(`DEPLOY_METHOD is ftp, sftp or rsync, not ${JSON.stringify(method)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((/** @type {unknown} */ error) => {
    console.error(`deploy failed: ${error instanceof Error ? error.message : String(error)}`);
    console.error("The site online is as it was, or partly updated in a safe order; run the deploy again.");
    process.exit(1);
  });
}
