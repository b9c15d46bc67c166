// After each page's stylesheet is trimmed (page-styles.ts), its class names are shortened: "a", "b"… in the
// markup and in the selectors together, the most used first, and a class no rule styles leaves the markup.
// Why: shared hosts and CDNs compress on the fly with gzip, whose 32 KB window sees little of a page's long
// utility names twice. Measured (docs/architecture.md, "Why the class names are shortened"): without it the
// home page alone is 14.6 KB at gzip -6 before any header, past the first round trip. The source and
// `astro dev` keep Tailwind's names.
// What a script may read or write keeps its name: every class inside an island (React hydrates it and may
// render it again) and every class a script of the page names in a string. A class a script could build
// from a piece ("bg-" + tone) cannot be known to be safe: the step stops the build and lists it.
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import {
  byTag,
  classesOf,
  elementsOf,
  inlineScripts,
  isInside,
  rawText,
  removeAttr,
  setAttr,
  setRawText,
  type Document,
} from "./html.ts";
import { stringsOf } from "./scripts.ts";
import { StepError } from "./step-error.ts";

/** Every class name the selectors of `css` use. */
function styledClasses(css: string): Set<string> {
  const names = new Set<string>();
  const collect = selectorParser((selectors) => selectors.walkClasses((node) => void names.add(node.value)));
  postcss.parse(css).walkRules((rule) => void collect.processSync(rule.selector));
  return names;
}

/** `css` with its class selectors renamed by `names`. */
function renamedCss(css: string, names: ReadonlyMap<string, string>): string {
  const rename = selectorParser((selectors) =>
    selectors.walkClasses((node) => {
      const name = names.get(node.value);
      if (name) node.value = name;
    }),
  );
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    rule.selector = rename.processSync(rule.selector);
  });
  return root.toString();
}

/** Short names in order: a…z, A…Z, then two letters and more, never one of `taken`. */
function* shortNames(taken: ReadonlySet<string>): Generator<string> {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (let i = 0; ; i++) {
    let name = "";
    for (let n = i; ; n = Math.floor(n / letters.length) - 1) {
      name = letters[n % letters.length] + name;
      if (n < letters.length) break;
    }
    if (!taken.has(name)) yield name;
  }
}

/**
 * The pieces of strings from which a script could build `name` at run time: a string that ends in a
 * separator and starts the name ("bg-" for "bg-primary"), or starts with one and ends it.
 */
const piecesOf = (name: string, pieces: readonly string[]) =>
  pieces.filter(
    (piece) =>
      piece !== name &&
      ((/[-:/_]$/.test(piece) && name.startsWith(piece)) || (/^[-:/_]/.test(piece) && name.endsWith(piece))),
  );

/**
 * Page step: short class names outside the page's islands, and its stylesheets' selectors to match.
 * @param scripts the text of every script the page loads (its islands' modules and all they import)
 */
export function shortenClasses(document: Document, scripts: readonly string[]): void {
  const sheets = byTag(document, "style");
  const styled = styledClasses(sheets.map(rawText).join(""));
  const elements = [...elementsOf(document)];
  const inIsland = (el: (typeof elements)[number]) => el.tagName === "astro-island" || isInside(el, "astro-island");
  const inIslands = new Set(elements.filter(inIsland).flatMap(classesOf));
  const words = [...inlineScripts(document).map(rawText), ...scripts].flatMap(stringsOf).flatMap((s) => s.split(/\s+/));
  const named = new Set(words);

  const outside = elements.filter((el) => !inIsland(el));
  const counts = new Map<string, number>();
  for (const el of outside) for (const name of classesOf(el)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const kept = new Set([...counts.keys()].filter((name) => inIslands.has(name) || named.has(name)));
  const renamed = [...counts].sort((a, b) => b[1] - a[1]).filter(([name]) => !kept.has(name) && styled.has(name));

  const pieces = [...new Set(words.filter((word) => word.length > 1))];
  const built = renamed.flatMap(([name]) => piecesOf(name, pieces).map((piece) => `${name} (from "${piece}")`));
  if (built.length)
    throw new StepError("shortenClasses", "no class a script could build from a piece", built.join(", "));

  const names = new Map<string, string>();
  const next = shortNames(new Set([...kept, ...inIslands, ...styled]));
  for (const [name] of renamed) names.set(name, next.next().value!);

  // A class no rule styles (and no script names) leaves the markup.
  for (const el of outside) {
    if (!el.attrs.some((a) => a.name === "class")) continue;
    const tokens = classesOf(el).flatMap((name) =>
      kept.has(name) ? [name] : names.has(name) ? [names.get(name)!] : [],
    );
    if (tokens.length) setAttr(el, "class", tokens.join(" "));
    else removeAttr(el, "class");
  }
  for (const sheet of sheets) setRawText(sheet, renamedCss(rawText(sheet), names));
}
