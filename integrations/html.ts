// A built page as a tree, for the build's page steps (pages.ts), the scripts that read dist/ and the tests.
// parse5 implements the HTML standard's parsing algorithm, the one browsers (and jsdom) run, so the tree is
// the document a browser sees; it is well kept, has no dependencies and serializes what it parses.
// Parsed as with scripting off: a <noscript>'s content is then elements, whose classes and styles the steps
// must see (with scripting on it would be one opaque text).
import { parse, serialize, serializeOuter, type DefaultTreeAdapterTypes as T } from "parse5";

export type Document = T.Document;
export type Element = T.Element;
type ParentNode = T.ParentNode;

const OPTIONS = { scriptingEnabled: false } as const;

/** The page as a tree; with `locations`, each element knows where it starts and ends in `html`. */
export const parseHtml = (html: string, { locations = false } = {}): Document =>
  parse(html, { ...OPTIONS, sourceCodeLocationInfo: locations });
export const serializeHtml = (document: Document): string => serialize(document, OPTIONS);

/** An element's content as markup. */
export const innerHtml = (el: Element): string => serialize(el, OPTIONS);
/** An element and its content as markup. */
export const outerHtml = (el: Element): string => serializeOuter(el, OPTIONS);

export const isElement = (node: T.Node): node is Element => "tagName" in node;

/** Every element under `root` in document order, <template> contents included. */
export function* elementsOf(root: ParentNode): Generator<Element> {
  const children = "content" in root && root.content ? root.content.childNodes : root.childNodes;
  for (const node of children) {
    if (!isElement(node)) continue;
    yield node;
    yield* elementsOf(node);
  }
}

/** Every element named `tag` under `root`, in document order. */
export const byTag = (root: ParentNode, tag: string) => [...elementsOf(root)].filter((el) => el.tagName === tag);

/** The one element named `tag` (html, head, body: the parser always makes them). */
export function theElement(root: ParentNode, tag: string): Element {
  const found = byTag(root, tag)[0];
  if (!found) throw new Error(`the document has no <${tag}>`);
  return found;
}

export const attr = (el: Element, name: string): string | undefined =>
  el.attrs.find((a) => a.name === name && !a.namespace)?.value;

export function setAttr(el: Element, name: string, value: string): void {
  const found = el.attrs.find((a) => a.name === name && !a.namespace);
  if (found) found.value = value;
  else el.attrs.push({ name, value });
}

export function removeAttr(el: Element, name: string): void {
  el.attrs = el.attrs.filter((a) => a.name !== name || a.namespace);
}

/** The element's class names (an absent attribute: none). */
export const classesOf = (el: Element): string[] => (attr(el, "class") ?? "").split(/\s+/).filter(Boolean);

/** Whether `el` lies inside an element named `tag`. */
export function isInside(el: Element, tag: string): boolean {
  for (let node = el.parentNode; node && "tagName" in node; node = node.parentNode) {
    if (node.tagName === tag) return true;
  }
  return false;
}

/** The text of an element whose content is raw text (<script>, <style>), as the browser runs it. */
export const rawText = (el: Element): string =>
  el.childNodes.map((node) => ("value" in node && node.nodeName === "#text" ? node.value : "")).join("");

/** Replaces the raw text of a <script> or <style>. */
export function setRawText(el: Element, text: string): void {
  el.childNodes = text ? [{ nodeName: "#text", value: text, parentNode: el }] : [];
}

/** The element after `el` among its parent's children, or undefined. */
export function nextElementOf(el: Element): Element | undefined {
  const siblings = el.parentNode?.childNodes ?? [];
  return siblings.slice(siblings.indexOf(el) + 1).find(isElement);
}

/** Puts `el`'s children in its place (a <noscript> shown as a browser without scripts shows it). */
export function unwrap(el: Element): void {
  const parent = el.parentNode;
  if (!parent) return;
  for (const child of el.childNodes) child.parentNode = parent;
  parent.childNodes.splice(parent.childNodes.indexOf(el), 1, ...el.childNodes);
  el.parentNode = null;
}

/** Takes `el` out of its parent. */
export function remove(el: Element): void {
  const parent = el.parentNode;
  if (!parent) return;
  parent.childNodes = parent.childNodes.filter((node) => node !== el);
  el.parentNode = null;
}

/** Inline scripts, those a CSP applies to: no src, and not a data block such as JSON-LD. */
export const inlineScripts = (root: ParentNode): Element[] =>
  byTag(root, "script").filter((el) => attr(el, "src") === undefined && !isDataBlock(el));

/** A script of a type a browser does not run (JSON-LD, an import map is run): only data. */
const isDataBlock = (el: Element) => {
  const type = attr(el, "type")?.trim().toLowerCase();
  return type !== undefined && type !== "" && type !== "module" && !type.includes("javascript");
};

/** The page's <meta http-equiv="content-security-policy">, or undefined. */
export const metaCspElement = (root: ParentNode): Element | undefined =>
  byTag(root, "meta").find((el) => attr(el, "http-equiv")?.toLowerCase() === "content-security-policy");
