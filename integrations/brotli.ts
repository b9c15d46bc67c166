// Every text file of the build gets a brotli copy at the best level (file.br), which nginx and Apache send as it
// is: about 15 % fewer bytes than gzip, with no work per request. The best level is slow: 4 s for the owner's
// forms' 2 MB bundle, 13 s for a whole build. So the copy of any file but the smallest is kept in a cache folder
// by the file's contents, and made once for every build that writes the same file (the same bundles and most
// pages, build after build).
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";

/** From this size a file's copy is cached (the pages too): below it, the best level takes a few milliseconds. */
const CACHED_FROM = 16 * 1024;
/** A cached copy no build has used for this long is deleted. */
const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** Part of each cached copy's name: a change of the level misses the copies made at another. */
const LEVEL = 11;

const compress = (data: Buffer) =>
  brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: LEVEL, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });

/**
 * Writes `file.br` beside each of `files` (relative to `dist`) whose copy is smaller than the file; the copies of
 * all but the smallest files come from `cache` when a build made them before.
 */
export function writeBrotliCopies(dist: string, files: string[], cache: string): void {
  mkdirSync(cache, { recursive: true });
  for (const file of files) {
    const data = readFileSync(path.join(dist, file));
    const br = data.length < CACHED_FROM ? compress(data) : cachedCopy(data, cache);
    if (br.length < data.length) writeFileSync(path.join(dist, `${file}.br`), br);
  }
  forgetUnused(cache);
}

function cachedCopy(data: Buffer, cache: string): Buffer {
  const entry = path.join(cache, `${createHash("sha256").update(data).digest("hex")}.q${LEVEL}.br`);
  try {
    const br = readFileSync(entry);
    // Checked before use (2 ms for 2 MB): a damaged copy is made again rather than served.
    if (brotliDecompressSync(br).equals(data)) {
      const now = new Date();
      utimesSync(entry, now, now);
      return br;
    }
  } catch {
    // Not made yet, or unreadable: made below.
  }
  const br = compress(data);
  // Written whole, then renamed: another build reading the cache at the same time never sees half of it.
  const part = `${entry}.${process.pid}.part`;
  writeFileSync(part, br);
  renameSync(part, entry);
  return br;
}

function forgetUnused(cache: string): void {
  for (const name of readdirSync(cache)) {
    const entry = path.join(cache, name);
    // Gone since the listing (another build renamed or deleted it): nothing to do.
    const stats = statSync(entry, { throwIfNoEntry: false });
    if (stats && Date.now() - stats.mtimeMs > KEPT_FOR_MS) rmSync(entry, { force: true });
  }
}
