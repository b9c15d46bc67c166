// The FTP and FTPS transport of the deploy (basic-ftp): a remote folder as ./upload.mjs's RemoteStore.
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { Client as FtpClient } from "basic-ftp";
import { TEMP_SUFFIX } from "./plan.ts";
import { remoteFiles } from "./upload.mjs";

/**
 * @param {{ host: string; port?: number; user: string; password: string; folder: string; tls: string }} o
 * @returns {Promise<import("./upload.mjs").RemoteStore>}
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
