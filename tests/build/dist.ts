// The built site for the build checks: every page with its parsed document. Run after `npm run build`. The
// folder is dist/, or the one SITE_DIST names (the "other business" project of vitest.build.config.ts).
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { metaCspOf, parseCsp } from "../../integrations/csp";
import { SITE_HEADERS, pageCsp } from "../../integrations/hosts/common.mjs";
import { allPages as allFiles } from "../../integrations/files.mjs";
import { builtPages as files, DIST } from "../../scripts/site.ts";

export { DIST, fileFor, pageWeight, ROOT } from "../../scripts/site.ts";

/** An element's text as one line: every run of white space, non-breaking ones too, as one space. */
export const lineOf = (node: Element | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();

export interface BuiltPage {
  /** dist-relative file, e.g. "contato.html" */
  file: string;
  /** the clean URL, e.g. "/contato" ("/404" for the not-found page) */
  path: string;
  html: string;
  document: Document;
}

// A page's document is parsed when a check first reads it, once: parsing every page costs seconds in each
// test file, and many files read only some pages' documents, or none.
const parsed = ({ file, path }: { file: string; path: string }): BuiltPage => {
  const html = readFileSync(`${DIST}/${file}`, "utf8");
  let document: Document | undefined;
  return {
    file,
    path,
    html,
    get document() {
      return (document ??= new JSDOM(html).window.document);
    },
  };
};

/** Every HTML file of the build: all sticker pages and the owner's printable sheets too. */
export const allPages: BuiltPage[] = allFiles(DIST).map(parsed);

/** The public site's pages, one sticker page standing for all (scripts/site.ts). */
export const builtPages: BuiltPage[] = files().map(({ file }) => allPages.find((page) => page.file === file)!);

export const pageAt = (path: string) => {
  const page = builtPages.find((p) => p.path === path);
  if (!page) throw new Error(`no built page at ${path}`);
  return page;
};

/**
 * The script and style hashes of the `<meta>` CSP of a home page built with job photos (`html`), and those of them
 * the shipped build's home page lacks: the gallery's own, which that build's host files must allow and the shipped
 * build's must not (a stale snapshot would).
 */
export function galleryHashes(html: string): { hashes: string[]; added: string[] } {
  const hashesOf = (page: string) =>
    parseCsp(metaCspOf(page)!).flatMap(([, sources]) => sources.filter((s) => s.startsWith("'sha256-")));
  const shipped = new Set(hashesOf(pageAt("/").html));
  const hashes = hashesOf(html);
  return { hashes, added: hashes.filter((hash) => !shipped.has(hash)) };
}

export const KiB = 1024;

/**
 * A new connection sends 10 segments (14,600 bytes) before it waits for the browser's first answer: a page
 * whose response, headers and document, fits in them paints a round trip sooner (npm run bench measures it
 * against a bare page on each server).
 */
export const FIRST_ROUND_TRIP = 14_600;
// The server's own headers (status line, Date, Server, Content-Type, Content-Length, ETag, Vary,
// Last-Modified, Keep-Alive…): Apache's, the longest measured, are about 330 bytes.
const SERVER_HEADERS = 400;

/**
 * The bytes a page's response takes, its headers included: as the build's brotli copy (what nginx and Apache
 * send) and gzipped at level 6 (the worst of the hosts that compress on the fly: Cloudflare's runtime, most
 * shared hosts without the copies).
 */
export function sentBytes(page: { file: string; html: string }, dist = DIST): { brotli: number; gzip: number } {
  const sent = [["Content-Security-Policy", pageCsp(page.html, page.file)], ...SITE_HEADERS.slice(1)];
  const headers = sent.reduce((bytes, [name, value]) => bytes + `${name}: ${value}\r\n`.length, SERVER_HEADERS);
  return {
    brotli: headers + statSync(path.join(dist, `${page.file}.br`)).size,
    gzip: headers + gzipSync(page.html, { level: 6 }).length,
  };
}
