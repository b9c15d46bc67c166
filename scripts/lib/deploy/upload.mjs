// Carries a deploy plan (./plan.ts) out on a remote folder through a transport (./ftp.mjs, ./sftp.mjs): the
// record first (files about to change marked unverified), the uploads in the plan's order, the deletes, the
// emptied folders, and the new record.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { filesIn } from "../../../integrations/files.mjs";
import { formatManifest, MANIFEST, parseManifest, planDeploy } from "./plan.ts";

/** @typedef {import("./plan.ts").LocalFile} LocalFile */
/** @typedef {import("./plan.ts").RemoteFile} RemoteFile */
/**
 * What the plan needs of a server: paths are relative to the remote folder. `put` writes a file whole or
 * not at all (under a temporary name, then renamed).
 * @typedef {{
 *   list(): Promise<RemoteFile[]>;
 *   read(file: string): Promise<string | undefined>;
 *   put(file: string, content: string | Buffer): Promise<void>;
 *   remove(file: string): Promise<void>;
 *   removeDir(dir: string): Promise<void>;
 *   close(): Promise<void>;
 * }} RemoteStore
 */

/** @param {string} dist @returns {LocalFile[]} */
export function localFiles(dist) {
  return filesIn(dist).map((file) => {
    const content = readFileSync(path.join(dist, file));
    return { path: file, size: content.length, hash: createHash("sha256").update(content).digest("hex") };
  });
}

/**
 * Every file under a remote folder, by its path relative to it: `list` reads one folder's entries.
 * @param {(dir: string) => Promise<Array<{ name: string; size: number; dir: boolean; file: boolean }>>} list
 */
export async function remoteFiles(list) {
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

/**
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
