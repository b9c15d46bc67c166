// The one walk of a built site's folder: the build's steps (site-build.mjs, hosts.mjs), the scripts
// (scripts/site.mjs) and the tests all list dist/ through it.
import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Every file under `dir`, folders left out, by its path relative to `dir` with "/" between folders (as in a
 * URL), in the order the file system lists them.
 * @param {string} dir
 */
export function filesIn(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}
