// What changed between two versions of a page, read as parsed documents rather than as text: the elements,
// their attributes, their text (whitespace collapsed), inline CSS as CSS (./css.ts) and JSON-LD as data
// (./json.ts). `npm run dist:diff` (scripts/dist-diff.mjs) builds another commit and prints these lines
// (./dists.ts); this module only compares what it is given.
import { parse, type DefaultTreeAdapterTypes as T } from "parse5";
import { diffCss, cssDeclarations } from "./css.ts";
import { diffJson, parseJson } from "./json.ts";
import { collapse, quote, type DiffOptions } from "./text.ts";

type Element = T.Element;
type Parent = T.ParentNode;

const isElement = (node: T.Node): node is Element => "tagName" in node;
const isText = (node: T.Node): node is T.TextNode => node.nodeName === "#text";

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
