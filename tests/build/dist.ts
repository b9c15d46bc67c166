// The built site for the build checks: every page with its parsed document. Run after `npm run build`. The
// folder is dist/, or the one SITE_DIST names (the "other business" project of vitest.build.config.ts).
import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { allPages as allFiles, builtPages as files, DIST } from "../../scripts/site.mjs";

export { DIST, fileFor, pageWeight, ROOT } from "../../scripts/site.mjs";

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
export const allPages: BuiltPage[] = allFiles().map(parsed);

/** The public site's pages, one sticker page standing for all (scripts/site.mjs). */
export const builtPages: BuiltPage[] = files().map(({ file }) => allPages.find((page) => page.file === file)!);

export const pageAt = (path: string) => {
  const page = builtPages.find((p) => p.path === path);
  if (!page) throw new Error(`no built page at ${path}`);
  return page;
};

export const KiB = 1024;
