// The built site (dist/) for the build checks: every page with its parsed document. Run after `npm run build`.
import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { builtPages as files, DIST } from "../../scripts/site.mjs";

export { DIST, fileFor, pageWeight } from "../../scripts/site.mjs";

export interface BuiltPage {
  /** dist-relative file, e.g. "contato.html" */
  file: string;
  /** the clean URL, e.g. "/contato" ("/404" for the not-found page) */
  path: string;
  html: string;
  document: Document;
}

export const builtPages: BuiltPage[] = files().map(({ file, path }) => {
  const html = readFileSync(`${DIST}/${file}`, "utf8");
  return { file, path, html, document: new JSDOM(html).window.document };
});

export const pageAt = (path: string) => {
  const page = builtPages.find((p) => p.path === path);
  if (!page) throw new Error(`no built page at ${path}`);
  return page;
};

export const KiB = 1024;
