// Two versions of a page compared as documents: each written as a canonical text, one node per line indented
// by its depth, in which formatting, attribute order, class order, a minifier's CSS and JSON key order leave no
// trace; then the two texts compared line by line (jsdiff), as the hunks of a unified diff.
import { structuredPatch } from "diff";
import type { DefaultTreeAdapterTypes as T } from "parse5";
import { isElement, parseHtml, rawText } from "../../../integrations/html.ts";
import { cssDeclarations, type DiffOptions } from "./css.ts";

const isText = (node: T.Node): node is T.TextNode => node.nodeName === "#text";
const childrenOf = (node: T.ParentNode): T.ChildNode[] =>
  "content" in node && node.content ? node.content.childNodes : node.childNodes;

/** Whitespace runs as one space, ends trimmed. */
const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** JSON.parse's reviver: each object with its keys sorted. */
const sortKeys = (_key: string, value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
    : value;

/**
 * The open tag: attributes sorted by name, the class attribute as a sorted set (or left out). A long tag (an
 * island's props) one attribute a line, so that a change in one of them shows on a line of its own.
 */
function openTag(el: T.Element, options: DiffOptions): string[] {
  const attributes = el.attrs
    // An island's uid is drawn anew by every build: no difference a reader made.
    .filter(
      ({ name }) => !(name === "class" && options.ignoreClasses) && !(name === "uid" && el.tagName === "astro-island"),
    )
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, value }) => {
      const written = name === "class" ? [...new Set(value.split(/\s+/).filter(Boolean))].sort().join(" ") : value;
      return written ? `${name}=${JSON.stringify(written)}` : name;
    });
  const tag = `<${[el.tagName, ...attributes].join(" ")}>`;
  return tag.length <= 100 ? [tag] : [`<${el.tagName}`, ...attributes.map((a) => `    ${a}`), ">"];
}

/** A <style>'s declarations, sorted (the build may move rules), or a JSON-LD script's data, keys sorted. */
function dataLines(el: T.Element, options: DiffOptions): string[] | undefined {
  const text = rawText(el);
  const isJsonLd = el.attrs.some(({ name, value }) => name === "type" && value === "application/ld+json");
  try {
    if (el.tagName === "style") return cssDeclarations(text, options).sort();
    if (el.tagName === "script" && isJsonLd) return JSON.stringify(JSON.parse(text, sortKeys), null, 2).split("\n");
  } catch {
    // Not CSS or JSON its parser reads: compared as text, as any other element.
  }
  return undefined;
}

/** The page as canonical text (parsed as the build's steps parse it: a <noscript> holds elements). */
function pageText(html: string, options: DiffOptions): string {
  const lines: string[] = [];
  const write = (parent: T.ParentNode, depth: number) => {
    const indent = "  ".repeat(depth);
    // Text pieces with only comments between read as one text: React splits "Sábado<!-- -->: 8h".
    let text = "";
    const endText = () => {
      if (collapse(text)) lines.push(indent + collapse(text));
      text = "";
    };
    for (const node of childrenOf(parent)) {
      if (isText(node)) text += node.value;
      if (!isElement(node)) continue;
      endText();
      lines.push(...openTag(node, options).map((line) => indent + line));
      const data = dataLines(node, options);
      if (data) lines.push(...data.map((line) => `${indent}  ${line}`));
      else write(node, depth + 1);
    }
    endText();
  };
  write(parseHtml(html), 0);
  return lines.map((line) => `${line}\n`).join("");
}

/** The differences between two versions of a page: unified diff hunks, none when the documents are the same. */
export function diffPage(before: string, after: string, options: DiffOptions = {}): string[] {
  const patch = structuredPatch("", "", pageText(before, options), pageText(after, options), "", "", { context: 3 });
  return patch.hunks.flatMap((hunk) => [
    `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`,
    ...hunk.lines,
  ]);
}
