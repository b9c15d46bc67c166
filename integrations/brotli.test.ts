import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeBrotliCopies } from "./brotli";

let folder: string;
let dist: string;
let cache: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "brotli-"));
  dist = path.join(folder, "dist");
  cache = path.join(folder, "cache");
  mkdirSync(dist);
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A text of about `kb` KB that compresses, different in every test. */
const text = (kb: number) =>
  Buffer.from(
    Array.from({ length: kb * 16 }, (_, i) => `<p class="line-${i % 97}">${randomBytes(8).toString("hex")}</p>\n`).join(
      "",
    ),
  );
const copyOf = (file: string) => readFileSync(path.join(dist, `${file}.br`));

describe("the brotli copies", () => {
  it("are the file, smaller, beside it; a file they cannot shrink gets none", () => {
    const page = text(8);
    const bundle = text(200);
    writeFileSync(path.join(dist, "index.html"), page);
    writeFileSync(path.join(dist, "bundle.js"), bundle);
    writeFileSync(path.join(dist, "noise.txt"), randomBytes(4096));
    writeBrotliCopies(dist, ["index.html", "bundle.js", "noise.txt"], cache);
    expect(brotliDecompressSync(copyOf("index.html")).equals(page)).toBe(true);
    expect(brotliDecompressSync(copyOf("bundle.js")).equals(bundle)).toBe(true);
    expect(copyOf("bundle.js").length).toBeLessThan(bundle.length / 2);
    expect(existsSync(path.join(dist, "noise.txt.br"))).toBe(false);
    // Only the large file is kept.
    expect(readdirSync(cache)).toHaveLength(1);
  });

  it("of a large file come from the cache when a build made them before, unless the cached one is damaged", () => {
    const bundle = text(200);
    writeFileSync(path.join(dist, "bundle.js"), bundle);
    writeBrotliCopies(dist, ["bundle.js"], cache);
    const [entry] = readdirSync(cache).map((name) => path.join(cache, name));
    // Another valid copy of the same bytes, as a build at a quick level would make: a copy that came from the cache
    // is this one.
    const quick = brotliCompressSync(bundle, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    writeFileSync(entry!, quick);
    writeBrotliCopies(dist, ["bundle.js"], cache);
    expect(copyOf("bundle.js").equals(quick)).toBe(true);

    writeFileSync(entry!, quick.subarray(0, 1000));
    writeBrotliCopies(dist, ["bundle.js"], cache);
    expect(brotliDecompressSync(copyOf("bundle.js")).equals(bundle)).toBe(true);
    expect(copyOf("bundle.js").length).toBeLessThan(quick.length);
    expect(readFileSync(entry!).equals(copyOf("bundle.js"))).toBe(true);
  });

  it("no build has used for 30 days leave the cache; one a build uses stays", () => {
    const used = text(200);
    const unused = text(200);
    writeFileSync(path.join(dist, "used.js"), used);
    writeFileSync(path.join(dist, "unused.js"), unused);
    writeBrotliCopies(dist, ["used.js", "unused.js"], cache);
    const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    for (const name of readdirSync(cache)) utimesSync(path.join(cache, name), monthAgo, monthAgo);
    writeBrotliCopies(dist, ["used.js"], cache);
    const kept = readdirSync(cache);
    expect(kept).toHaveLength(1);
    expect(brotliDecompressSync(readFileSync(path.join(cache, kept[0]!))).equals(used)).toBe(true);
  });
});
