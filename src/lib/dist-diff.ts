// What changed between two builds of the site, page by page, read as parsed documents rather than as text:
// the elements, their attributes, their text (whitespace collapsed), inline CSS as CSS and JSON-LD as data.
// `npm run dist:diff` (scripts/dist-diff.mjs) builds another commit and prints these lines; this module only
// compares what it is given.
import { parse, type DefaultTreeAdapterTypes as T } from "parse5";
import postcss, { type ChildNode as CssNode } from "postcss";
import selectorParser from "postcss-selector-parser";
import { cleanPath } from "./paths.ts";

export interface DiffOptions {
  /** Leave class names out: the class attribute and the class selectors of inline CSS (the build renames both). */
  ignoreClasses?: boolean;
}

type Element = T.Element;
type Parent = T.ParentNode;

const isElement = (node: T.Node): node is Element => "tagName" in node;
const isText = (node: T.Node): node is T.TextNode => node.nodeName === "#text";

/** Whitespace runs as one space, ends trimmed. */
export const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const childrenOf = (el: Parent): T.ChildNode[] =>
  "content" in el && el.content ? el.content.childNodes : el.childNodes;
const elementChildren = (el: Parent) => childrenOf(el).filter(isElement);
/**
 * The element's own text: its text children, not its descendants'. Joined as they stand: React splits one
 * text into pieces with comments between ("Sábado<!-- -->: 8h"), which a reader sees as one.
 */
const ownText = (el: Element) =>
  collapse(
    childrenOf(el)
      .filter(isText)
      .map((t) => t.value)
      .join(""),
  );
const isJsonLd = (el: Element) => el.tagName === "script" && attr(el, "type") === "application/ld+json";
/** Elements whose content is data, compared by their own rules rather than as text. */
const isRawText = (el: Element) => el.tagName === "style" || el.tagName === "script";

/** A page's document, parsed as browsers parse it (a <noscript>'s content as elements, as with scripting off). */
export const parseDocument = (html: string) => parse(html, { scriptingEnabled: false });

// CSS ---------------------------------------------------------------------------------------------------

// Selectors as the parser writes them back without their own spacing (".b > p" and ".b>p" alike); without
// class names, each class is "_".
const plainSelector = selectorParser(() => {});
const classlessSelector = selectorParser((selectors) => {
  selectors.walkClasses((node) => {
    node.value = "_";
  });
});
/** At-rule parameters and values without the spacing a minifier removes: "(min-width: 64rem)", "rgb(0, 0, 0)". */
const tight = (text: string) =>
  collapse(text)
    .replace(/\s*([:,])\s*/g, "$1")
    .replace(/\(\s+/g, "(")
    .replace(/\s+\)/g, ")");

/**
 * A stylesheet as the set of its declarations, each written with the at-rules and selector it sits in
 * ("@media (min-width:64rem) › .a>p › color: red"), whitespace and comments aside. Order is left out: the
 * build may move rules, and a reader wants what changed.
 */
export function cssDeclarations(css: string, options: DiffOptions = {}): string[] {
  const out: string[] = [];
  const selector = (text: string) =>
    (options.ignoreClasses ? classlessSelector : plainSelector).processSync(text, { lossless: false });
  const walk = (nodes: CssNode[], context: string[]) => {
    for (const node of nodes) {
      if (node.type === "decl") {
        out.push([...context, `${node.prop}: ${tight(node.value)}${node.important ? " !important" : ""}`].join(" › "));
      } else if (node.type === "rule") {
        walk(node.nodes, [...context, selector(node.selector)]);
      } else if (node.type === "atrule") {
        const name = `@${node.name} ${tight(node.params)}`.trim();
        if (node.nodes) walk(node.nodes, [...context, name]);
        else out.push([...context, name].join(" › "));
      }
    }
  };
  try {
    walk(postcss.parse(css).nodes, []);
  } catch {
    // Not CSS postcss can read: compared as text.
    return [collapse(css)];
  }
  return out;
}

/** What is in `a` and not in `b`, counting repeats. */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const item of b) left.set(item, (left.get(item) ?? 0) + 1);
  return a.filter((item) => {
    const n = left.get(item) ?? 0;
    if (n) left.set(item, n - 1);
    return !n;
  });
}

/** A declaration's place (at-rules and selector, property) and its value. */
const placeOf = (declaration: string) => {
  const colon = declaration.lastIndexOf(": ");
  return colon < 0
    ? { place: declaration, value: "" }
    : { place: declaration.slice(0, colon), value: declaration.slice(colon + 2) };
};

/** The declarations that differ: a changed value as one line, the rest as added or removed. */
export function diffCss(before: string, after: string, options: DiffOptions = {}): string[] {
  const a = cssDeclarations(before, options);
  const b = cssDeclarations(after, options);
  const removed = minus(a, b);
  const added = minus(b, a);
  const lines: string[] = [];
  for (const gone of removed) {
    const { place, value } = placeOf(gone);
    const index = added.findIndex((item) => placeOf(item).place === place);
    if (index >= 0 && value) {
      lines.push(`css ${place}: ${value} → ${placeOf(added[index]!).value}`);
      added.splice(index, 1);
    } else lines.push(`css − ${gone}`);
  }
  return [...lines, ...added.map((item) => `css + ${item}`)];
}

// JSON ---------------------------------------------------------------------------------------------------

const show = (value: unknown) => shorten(JSON.stringify(value) ?? "undefined");

/** Where two JSON values differ, by their path ($.@graph[0].telephone). */
export function diffJson(a: unknown, b: unknown, path = "$"): string[] {
  if (Object.is(a, b)) return [];
  const bothArrays = Array.isArray(a) && Array.isArray(b);
  const bothObjects =
    !bothArrays &&
    !!a &&
    !!b &&
    typeof a === "object" &&
    typeof b === "object" &&
    !Array.isArray(a) &&
    !Array.isArray(b);
  if (bothArrays) {
    const lines: string[] = [];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (i >= a.length) lines.push(`json ${path}[${i}] added: ${show(b[i])}`);
      else if (i >= b.length) lines.push(`json ${path}[${i}] removed: ${show(a[i])}`);
      else lines.push(...diffJson(a[i], b[i], `${path}[${i}]`));
    }
    return lines;
  }
  if (bothObjects) {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const lines: string[] = [];
    for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
      const at = /^[\w@$]+$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
      if (!(key in y)) lines.push(`json ${at} removed: ${show(x[key])}`);
      else if (!(key in x)) lines.push(`json ${at} added: ${show(y[key])}`);
      else lines.push(...diffJson(x[key], y[key], at));
    }
    return lines;
  }
  return [`json ${path}: ${show(a)} → ${show(b)}`];
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

// Elements -----------------------------------------------------------------------------------------------

/** A long text cut down to where it differs from `other`, with a little context either side. */
export function shorten(text: string, other?: string, max = 80): string {
  if (text.length <= max) return text;
  if (other === undefined) return `${text.slice(0, max - 1)}…`;
  let start = 0;
  while (start < text.length && start < other.length && text[start] === other[start]) start++;
  let end = 0;
  while (end < text.length - start && end < other.length - start && text.at(-1 - end) === other.at(-1 - end)) end++;
  const from = Math.max(0, start - 20);
  const to = Math.min(text.length, Math.max(text.length - end + 20, from + 40));
  const cut = text.slice(from, to);
  return `${from > 0 ? "…" : ""}${cut.length > max ? `${cut.slice(0, max - 1)}…` : cut}${to < text.length ? "…" : ""}`;
}

const quote = (text: string, other?: string) => JSON.stringify(shorten(text, other));

/** The element's attributes as compared: sorted, class as a sorted set (or left out). */
function attributesOf(el: Element, options: DiffOptions): Map<string, string> {
  const map = new Map<string, string>();
  for (const { name, value } of [...el.attrs].sort((x, y) => x.name.localeCompare(y.name))) {
    if (name === "class") {
      if (!options.ignoreClasses) map.set(name, [...new Set(value.split(/\s+/).filter(Boolean))].sort().join(" "));
    } else map.set(name, value);
  }
  return map;
}

/** The content of a <style> or <script> as compared: declarations, JSON, or collapsed text. */
function rawContent(el: Element, options: DiffOptions): string {
  const text = childrenOf(el)
    .filter(isText)
    .map((t) => t.value)
    .join("");
  if (el.tagName === "style") return cssDeclarations(text, options).join("\n");
  if (isJsonLd(el)) {
    const json = parseJson(text);
    if (json.ok) return JSON.stringify(json.value);
  }
  return collapse(text);
}

/**
 * A whole subtree written out as compared, so that two elements with the same key need no closer look.
 * Kept per element: a document's keys cost one walk.
 */
function keyOf(el: Element, options: DiffOptions, cache: WeakMap<Element, string>): string {
  const known = cache.get(el);
  if (known !== undefined) return known;
  const attrs = [...attributesOf(el, options)].map(([name, value]) => `${name}=${JSON.stringify(value)}`).join(" ");
  let inner: string;
  if (isRawText(el)) inner = rawContent(el, options);
  else {
    inner = childrenOf(el)
      .map((node) => (isElement(node) ? keyOf(node, options, cache) : isText(node) ? collapse(node.value) : ""))
      .filter(Boolean)
      .join(" ");
  }
  const key = `<${el.tagName} ${attrs}>${inner}</${el.tagName}>`;
  cache.set(el, key);
  return key;
}

/** What tells elements of one tag apart when they change: id, and the attributes that name a head element. */
const NAMING = ["id", "name", "property", "rel", "http-equiv", "type", "for"] as const;
const softKey = (el: Element) => [el.tagName, ...NAMING.map((name) => attr(el, name) ?? "")].join("|");

/** The element as one step of a path: body, section#contato, meta[name="description"], li:nth(3). */
function label(el: Element): string {
  const id = attr(el, "id");
  if (id) return `${el.tagName}#${id}`;
  for (const name of ["name", "property", "http-equiv", "rel", "type"] as const) {
    const value = attr(el, name);
    if (value && el.tagName !== "input" && el.tagName !== "button") return `${el.tagName}[${name}="${value}"]`;
  }
  return el.tagName;
}

/** Each child's step in a path: its label, with its place among the siblings of the same label when needed. */
function steps(children: readonly Element[]): Map<Element, string> {
  const labels = children.map(label);
  const counts = new Map<string, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  const seen = new Map<string, number>();
  return new Map(
    children.map((child, i) => {
      const l = labels[i]!;
      const n = (seen.get(l) ?? 0) + 1;
      seen.set(l, n);
      return [child, counts.get(l)! > 1 ? `${l}:nth(${n})` : l];
    }),
  );
}

/** Pairs of indices where `a` and `b` agree, in order (longest common subsequence). */
function commonPairs<X>(a: readonly X[], b: readonly X[], same: (x: X, y: X) => boolean): Array<[number, number]> {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] = same(a[i]!, b[j]!) ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (same(a[i]!, b[j]!)) pairs.push([i++, j++]);
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** A short description of an element added or removed: its label and the start of its text. */
function summary(el: Element): string {
  const text = collapse(textContent(el));
  return text ? `${label(el)} ${quote(text)}` : label(el);
}
const textContent = (el: Element): string =>
  childrenOf(el)
    .map((node) => (isElement(node) ? (isRawText(node) ? "" : textContent(node)) : isText(node) ? node.value : ""))
    .join(" ");

interface Walk {
  options: DiffOptions;
  keys: [WeakMap<Element, string>, WeakMap<Element, string>];
  out: string[];
}

function compareElements(a: Element, b: Element, path: string, walk: Walk): void {
  const { options, out } = walk;
  if (keyOf(a, options, walk.keys[0]) === keyOf(b, options, walk.keys[1])) return;
  if (a.tagName !== b.tagName) out.push(`${path}: element <${a.tagName}> → <${b.tagName}>`);
  const before = attributesOf(a, options);
  const after = attributesOf(b, options);
  for (const [name, value] of before) {
    const now = after.get(name);
    if (now === undefined) out.push(`${path}: attribute ${name} removed (was ${quote(value)})`);
    else if (now !== value) {
      if (name === "class") {
        const was = new Set(value.split(" "));
        const is = new Set(now.split(" "));
        const change = [
          ...[...is].filter((c) => !was.has(c)).map((c) => `+${c}`),
          ...[...was].filter((c) => !is.has(c)).map((c) => `−${c}`),
        ];
        out.push(`${path}: class ${change.join(" ")}`);
      } else out.push(`${path}: attribute ${name} ${quote(value, now)} → ${quote(now, value)}`);
    }
  }
  for (const [name, value] of after) {
    if (!before.has(name)) out.push(`${path}: attribute ${name} added ${quote(value)}`);
  }
  if (isRawText(a)) {
    const textA = childrenOf(a)
      .filter(isText)
      .map((t) => t.value)
      .join("");
    const textB = childrenOf(b)
      .filter(isText)
      .map((t) => t.value)
      .join("");
    if (a.tagName === "style") {
      out.push(...diffCss(textA, textB, options).map((line) => `${path}: ${line}`));
      return;
    }
    if (isJsonLd(a)) {
      const x = parseJson(textA);
      const y = parseJson(textB);
      if (x.ok && y.ok) {
        out.push(...diffJson(x.value, y.value).map((line) => `${path}: ${line}`));
        return;
      }
    }
    if (collapse(textA) !== collapse(textB))
      out.push(
        `${path}: script ${quote(collapse(textA), collapse(textB))} → ${quote(collapse(textB), collapse(textA))}`,
      );
    return;
  }
  const textA = ownText(a);
  const textB = ownText(b);
  if (textA !== textB) out.push(`${path}: text ${quote(textA, textB)} → ${quote(textB, textA)}`);
  compareChildren(elementChildren(a), elementChildren(b), path, walk);
}

/** Pairs `a` and `b` where `same` holds, in order, and hands each stretch between two pairs to `between`. */
function align<X>(
  a: readonly X[],
  b: readonly X[],
  same: (x: X, y: X) => boolean,
  paired: (x: X, y: X) => void,
  between: (a: X[], b: X[]) => void,
): void {
  let i = 0;
  let j = 0;
  for (const [nextI, nextJ] of [...commonPairs(a, b, same), [a.length, b.length] as const]) {
    if (nextI > i || nextJ > j) between(a.slice(i, nextI), b.slice(j, nextJ));
    if (nextI < a.length) paired(a[nextI]!, b[nextJ]!);
    i = nextI + 1;
    j = nextJ + 1;
  }
}

function compareChildren(a: readonly Element[], b: readonly Element[], path: string, walk: Walk): void {
  const stepsA = steps(a);
  const stepsB = steps(b);
  const at = (step: string) => (path ? `${path} > ${step}` : step);
  const [keysA, keysB] = walk.keys;
  const compare = (x: Element, y: Element) => compareElements(x, y, at(stepsB.get(y)!), walk);
  const texts = new Map<Element, string>();
  const text = (el: Element) => texts.get(el) ?? texts.set(el, collapse(textContent(el))).get(el)!;
  // Identical subtrees first, so that what was inserted or removed around them shows as such; between them,
  // the same element changed (the same tag and naming attributes), then an element retagged with the same
  // text; what is left was removed or added.
  align(
    a,
    b,
    (x, y) => keyOf(x, walk.options, keysA) === keyOf(y, walk.options, keysB),
    () => {},
    (gapA, gapB) =>
      align(
        gapA,
        gapB,
        (x, y) => softKey(x) === softKey(y),
        compare,
        (restA, restB) =>
          align(
            restA,
            restB,
            (x, y) => text(x) === text(y),
            compare,
            (removed, added) => {
              for (const el of removed) walk.out.push(`${at(stepsA.get(el)!)}: removed ${summary(el)}`);
              for (const el of added) walk.out.push(`${at(stepsB.get(el)!)}: added ${summary(el)}`);
            },
          ),
      ),
  );
}

/** Every difference between two versions of a page, one line each: where (a path of elements), then what. */
export function diffPage(before: string, after: string, options: DiffOptions = {}): string[] {
  const walk: Walk = { options, keys: [new WeakMap(), new WeakMap()], out: [] };
  const html = (doc: T.Document) => doc.childNodes.filter(isElement);
  compareChildren(
    html(parseDocument(before)).flatMap(elementChildren),
    html(parseDocument(after)).flatMap(elementChildren),
    "",
    walk,
  );
  return walk.out;
}

// Folders ------------------------------------------------------------------------------------------------

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
