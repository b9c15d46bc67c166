// Two builds of the site compared folder against folder, as the lines `npm run dist:diff` prints: pages as
// documents (./page.ts), by their address (/contato for contato.html); other files by their content's hash.
import { cleanPath } from "../../../src/lib/paths.ts";
import type { DiffOptions } from "./css.ts";
import { diffPage } from "./page.ts";

/** A built file: its path relative to dist/, its content's hash and, for a page, its HTML. */
export interface BuiltFile {
  file: string;
  hash: string;
  html?: string;
}

const isChange = (line: string) => line.startsWith("-") || line.startsWith("+");

/** What changed from `before` to `after`, at most `limit` changed lines shown per page. */
export function diffDists(
  before: readonly BuiltFile[],
  after: readonly BuiltFile[],
  { limit = 40, ...options }: DiffOptions & { limit?: number } = {},
): string[] {
  const a = new Map(before.map((f) => [f.file, f]));
  const b = new Map(after.map((f) => [f.file, f]));
  const name = (file: string) => (file.endsWith(".html") ? cleanPath(`/${file}`) : file);
  const all = [...new Set([...a.keys(), ...b.keys()])].sort((x, y) => name(x).localeCompare(name(y)));
  const pages = all.filter((f) => f.endsWith(".html"));
  const files = all.filter((f) => !f.endsWith(".html"));
  const added = (list: string[]) => list.filter((f) => !a.has(f)).map(name);
  const removed = (list: string[]) => list.filter((f) => !b.has(f)).map(name);
  const kept = (list: string[]) => list.filter((f) => a.has(f) && b.has(f));
  const changed = (list: string[]) => kept(list).filter((f) => a.get(f)!.hash !== b.get(f)!.hash);
  // Other bytes may still be the same document.
  const pagesChanged = changed(pages)
    .map((f) => ({ page: name(f), hunks: diffPage(a.get(f)!.html!, b.get(f)!.html!, options) }))
    .filter(({ hunks }) => hunks.length);
  const [pagesAdded, pagesRemoved] = [added(pages), removed(pages)];
  const same = kept(pages).length - pagesChanged.length;
  const counts = `${pagesChanged.length} changed, ${pagesAdded.length} added, ${pagesRemoved.length} removed`;
  const lines = [
    `Pages: ${counts}, ${same} the same (of ${kept(pages).length + pagesRemoved.length} before)`,
    ...pagesAdded.map((page) => `+ ${page}`),
    ...pagesRemoved.map((page) => `− ${page}`),
  ];
  // Pages of one template often change alike: the same changed lines, whatever their context, are printed once.
  const printed = new Map<string, string>();
  for (const { page, hunks } of pagesChanged) {
    const changes = hunks.filter(isChange);
    const counted = `${changes.length} changed ${changes.length === 1 ? "line" : "lines"}`;
    const key = changes.join("\n");
    const first = printed.get(key);
    if (first) {
      lines.push(`${page} (${counted}, the same as ${first}'s)`);
      continue;
    }
    printed.set(key, page);
    lines.push(`${page} (${counted})`);
    let shown = 0;
    for (const line of hunks) {
      // At the limit, the context after the last change shown, and no further change or hunk.
      if (shown === limit && !line.startsWith(" ")) break;
      if (isChange(line)) shown++;
      lines.push(`  ${line}`);
    }
    if (changes.length > limit) lines.push(`  … and ${changes.length - limit} more (--limit to see them)`);
  }
  const [filesAdded, filesRemoved, filesChanged] = [added(files), removed(files), changed(files)];
  const total = filesAdded.length + filesRemoved.length + filesChanged.length;
  return [
    ...lines,
    total
      ? `Other files: ${filesChanged.length} changed, ${filesAdded.length} added, ${filesRemoved.length} removed`
      : "Other files: the same",
    ...filesAdded.map((file) => `+ ${file}`),
    ...filesRemoved.map((file) => `− ${file}`),
    ...filesChanged.map((file) => `~ ${file}`),
  ];
}
