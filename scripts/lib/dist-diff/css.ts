// Inline CSS compared as CSS: each declaration with the at-rules and selector it sits in, whatever the
// formatting, so a minifier's spacing or a moved rule is no difference.
import postcss, { type ChildNode as CssNode } from "postcss";
import selectorParser from "postcss-selector-parser";
import valueParser from "postcss-value-parser";

/** ignoreClasses: class names left out, of class attributes and of CSS selectors (the build renames them). */
export type DiffOptions = { ignoreClasses?: boolean };

/** The selector parser as it is, and one that writes each class name as "_". */
const selectorParsers = {
  kept: selectorParser(),
  ignored: selectorParser((selectors) => selectors.walkClasses((node) => void (node.value = "_"))),
};

/** A selector as the parser writes it back, without its own spacing (".b > p" and ".b>p" alike). */
const writeSelector = (text: string, options: DiffOptions) =>
  selectorParsers[options.ignoreClasses ? "ignored" : "kept"].processSync(text, { lossless: false });

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
 * A stylesheet's declarations, each with its at-rules and selector ("@media (min-width:64rem) › .a>p › color: red"),
 * whitespace and comments aside. Throws on CSS PostCSS cannot read.
 */
export function cssDeclarations(css: string, options: DiffOptions = {}): string[] {
  const out: string[] = [];
  const walk = (nodes: CssNode[], context: string[]) => {
    for (const node of nodes) {
      if (node.type === "decl") {
        out.push([...context, `${node.prop}: ${tight(node.value)}${node.important ? " !important" : ""}`].join(" › "));
      } else if (node.type === "rule") {
        walk(node.nodes, [...context, writeSelector(node.selector, options)]);
      } else if (node.type === "atrule") {
        const name = `@${node.name} ${tight(node.params)}`.trim();
        if (node.nodes) walk(node.nodes, [...context, name]);
        else out.push([...context, name].join(" › "));
      }
    }
  };
  walk(postcss.parse(css).nodes, []);
  return out;
}
