// The SFTP transport of the deploy (ssh2-sftp-client): a remote folder as ./upload.mjs's RemoteStore, the
// server's key checked against DEPLOY_KNOWN_HOSTS.
import path from "node:path";
import { TEMP_SUFFIX } from "./plan.ts";
import { remoteFiles } from "./upload.mjs";

/**
 * The host-key check for SSH: the keys of the known_hosts lines (`ssh-keyscan`'s output).
 * @param {string} knownHosts
 */
export function hostKeys(knownHosts) {
  const keys = knownHosts
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length >= 3 && !parts[0]?.startsWith("#"))
    .map((parts) => Buffer.from(parts[2] ?? "", "base64"));
  if (keys.length === 0) throw new Error("DEPLOY_KNOWN_HOSTS holds no key: paste the output of ssh-keyscan");
  return keys;
}

/**
 * @param {{ host: string; port?: number; user: string; password?: string; key?: string; folder: string; knownHosts: string }} o
 * @returns {Promise<import("./upload.mjs").RemoteStore>}
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
