// Two builds of the site compared folder against folder: pages by their parsed documents (./page.ts), other
// files by their content's hash; and the comparison written out as the lines `npm run dist:diff` prints.
import { cleanPath } from "../../../src/lib/paths.ts";
import { diffPage } from "./page.ts";
import type { DiffOptions } from "./text.ts";

/** A built site as its files: each path relative to dist/ with its content's hash and, for pages, its HTML. */
export interface BuiltFile {
  file: string;
  hash: string;
  html?: string;
}

export interface DistDiff {
  pagesAdded: string[];
  pagesRemoved: string[];
  /** Each page whose document differs, with its differences. */
  pagesChanged: Array<{ page: string; changes: string[] }>;
  pagesSame: number;
  filesAdded: string[];
  filesRemoved: string[];
  filesChanged: string[];
}

/** The address a page is visited at: /contato for contato.html, / for index.html. */
export const pageAddress = (file: string) => cleanPath(`/${file}`);

/** Two builds compared: pages by their parsed documents, other files by their hashes. */
export function diffDists(
  before: readonly BuiltFile[],
  after: readonly BuiltFile[],
  options: DiffOptions = {},
): DistDiff {
  const byFile = (files: readonly BuiltFile[]) => new Map(files.map((f) => [f.file, f]));
  const a = byFile(before);
  const b = byFile(after);
  const isPage = (f: BuiltFile) => f.html !== undefined;
  const sorted = (items: string[]) => items.sort((x, y) => x.localeCompare(y));
  const result: DistDiff = {
    pagesAdded: sorted([...b.values()].filter((f) => isPage(f) && !a.has(f.file)).map((f) => pageAddress(f.file))),
    pagesRemoved: sorted([...a.values()].filter((f) => isPage(f) && !b.has(f.file)).map((f) => pageAddress(f.file))),
    pagesChanged: [],
    pagesSame: 0,
    filesAdded: sorted([...b.values()].filter((f) => !isPage(f) && !a.has(f.file)).map((f) => f.file)),
    filesRemoved: sorted([...a.values()].filter((f) => !isPage(f) && !b.has(f.file)).map((f) => f.file)),
    filesChanged: [],
  };
  for (const old of [...a.values()].sort((x, y) => x.file.localeCompare(y.file))) {
    const now = b.get(old.file);
    if (!now) continue;
    if (isPage(old) && isPage(now)) {
      const changes = old.hash === now.hash ? [] : diffPage(old.html!, now.html!, options);
      if (changes.length) result.pagesChanged.push({ page: pageAddress(old.file), changes });
      else result.pagesSame++;
    } else if (old.hash !== now.hash) result.filesChanged.push(old.file);
  }
  result.pagesChanged.sort((x, y) => x.page.localeCompare(y.page));
  return result;
}

/** The comparison as the lines a person reads; at most `limit` differences per page. */
export function formatDistDiff(diff: DistDiff, limit = 40): string[] {
  const lines: string[] = [];
  const pages = diff.pagesChanged.length + diff.pagesSame + diff.pagesRemoved.length;
  lines.push(
    `Pages: ${diff.pagesChanged.length} changed, ${diff.pagesAdded.length} added, ${diff.pagesRemoved.length} removed, ${diff.pagesSame} the same (of ${pages} before)`,
  );
  for (const page of diff.pagesAdded) lines.push(`+ ${page}`);
  for (const page of diff.pagesRemoved) lines.push(`− ${page}`);
  // Pages of one template often change alike: their differences are printed once.
  const printed = new Map<string, string>();
  for (const { page, changes } of diff.pagesChanged) {
    const count = `${changes.length} ${changes.length === 1 ? "difference" : "differences"}`;
    const first = printed.get(changes.join("\n"));
    if (first) {
      lines.push(`${page} (${count}, the same as ${first}'s)`);
      continue;
    }
    printed.set(changes.join("\n"), page);
    lines.push(`${page} (${count})`);
    for (const change of changes.slice(0, limit)) lines.push(`  ${change}`);
    if (changes.length > limit) lines.push(`  … and ${changes.length - limit} more (--limit to see them)`);
  }
  const files = diff.filesAdded.length + diff.filesRemoved.length + diff.filesChanged.length;
  lines.push(
    files
      ? `Other files: ${diff.filesChanged.length} changed, ${diff.filesAdded.length} added, ${diff.filesRemoved.length} removed`
      : "Other files: the same",
  );
  for (const file of diff.filesAdded) lines.push(`+ ${file}`);
  for (const file of diff.filesRemoved) lines.push(`− ${file}`);
  for (const file of diff.filesChanged) lines.push(`~ ${file}`);
  return lines;
}
