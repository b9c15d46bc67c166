// The built site (dist/) for the build checks: every page with its parsed document. Run after `npm run build`.
import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { allPages as allFiles, builtPages as files, DIST } from "../../scripts/site.mjs";

export { DIST, fileFor, pageWeight } from "../../scripts/site.mjs";

export interface BuiltPage {
  /** dist-relative file, e.g. "contato.html" */
  file: string;
  /** the clean URL, e.g. "/contato" ("/404" for the not-found page) */
  path: string;
  html: string;
  document: Document;
}

const parsed = ({ file, path }: { file: string; path: string }): BuiltPage => {
  const html = readFileSync(`${DIST}/${file}`, "utf8");
  return { file, path, html, document: new JSDOM(html).window.document };
};

/** The public site's pages, one sticker page standing for all (scripts/site.mjs). */
export const builtPages: BuiltPage[] = files().map(parsed);

/** Every HTML file of the build: all sticker pages and the owner's printable sheets too. */
export const allPages: BuiltPage[] = allFiles().map(parsed);

export const pageAt = (path: string) => {
  const page = builtPages.find((p) => p.path === path);
  if (!page) throw new Error(`no built page at ${path}`);
  return page;
};

export const KiB = 1024;
