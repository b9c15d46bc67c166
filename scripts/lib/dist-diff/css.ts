// Inline CSS compared as CSS: each declaration with the at-rules and selector it sits in, whatever the
// formatting, so a minifier's spacing or a moved rule is no difference.
import postcss, { type ChildNode as CssNode } from "postcss";
import selectorParser from "postcss-selector-parser";
import valueParser from "postcss-value-parser";
import { collapse, type DiffOptions } from "./text.ts";

// Selectors as the parser writes them back without their own spacing (".b > p" and ".b>p" alike); without
// class names, each class is "_".
const plainSelector = selectorParser(() => {});
const classlessSelector = selectorParser((selectors) => {
  selectors.walkClasses((node) => {
    node.value = "_";
  });
});
/**
 * At-rule parameters and values without the spacing a minifier removes ("(min-width: 64rem)" and
 * "(min-width:64rem)", "rgb(0, 0, 0)" and "rgb(0,0,0)" alike), read by PostCSS's value parser: none around a
 * comma or a colon, or inside parentheses; one space for any other run of spaces.
 */
const tight = (text: string) => {
  const value = valueParser(text);
  value.walk((node) => {
    if (node.type === "space") node.value = " ";
    else if (node.type === "function") node.before = node.after = "";
    else if (node.type === "div") {
      const tight = node.value === "," || node.value === ":";
      node.before = tight || !node.before ? "" : " ";
      node.after = tight || !node.after ? "" : " ";
    }
  });
  return value.toString().trim();
};

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
