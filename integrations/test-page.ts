// Pages for the page steps' tests: written as markup, read back as a tree and as markup.
import { parseHtml, serializeHtml, type Document } from "./html.ts";

/** Runs `step` over `html` and gives the page back as markup, its <html>'s inner markup for short strings. */
export function stepped(html: string, step: (document: Document) => void): string {
  const document = parseHtml(html);
  step(document);
  return serializeHtml(document);
}
