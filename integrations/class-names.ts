// After each page's stylesheet is trimmed (page-styles.ts), its class names are shortened: "a", "b"… in the
// markup and in the selectors together, the most used first, and a class no rule styles leaves the markup.
// Why: shared hosts and CDNs compress on the fly with gzip, whose 32 KB window sees little of a page's long
// utility names twice; short names save 0.8 to 1.4 KB per page, what keeps the document inside the
// connection's first round trip. The source and `astro dev` keep Tailwind's names.
// What a script may read or write keeps its name: every class inside an island (React hydrates it and may
// render it again) and every class a script of the page names in a string.
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { decodeEntities } from "./page-styles.ts";

const STYLE = /<style>([\s\S]*?)<\/style>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ISLAND = /<astro-island\b[\s\S]*?<\/astro-island>/g;

/** The class names of a class attribute's raw value ("a [&amp;_svg]:b" -> ["a", "[&_svg]:b"]). */
const tokensOf = (value: string) => decodeEntities(value).split(/\s+/).filter(Boolean);

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
 * The page with short class names outside its islands, and its stylesheets' selectors to match.
 * @param scripts the text of every script the page loads (its islands' modules and all they import)
 */
export function shortenClasses(html: string, scripts: readonly string[]): string {
  const sheets = [...html.matchAll(STYLE)].map((m) => m[1]!);
  const styled = styledClasses(sheets.join(""));
  const islands = [...html.matchAll(ISLAND)].map((m) => m[0]).join("");
  const inIslands = new Set([...islands.matchAll(CLASS_ATTRIBUTE)].flatMap((m) => tokensOf(m[1]!)));
  // A class a script names in a string: "…", '…' or `…`, alone or among others.
  const code = scripts.join("\n");
  const named = (name: string) =>
    new RegExp(`["'\`\\s]${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["'\`\\s]`).test(code);

  const outside = html.replace(ISLAND, "");
  const counts = new Map<string, number>();
  for (const m of outside.matchAll(CLASS_ATTRIBUTE)) {
    for (const token of tokensOf(m[1]!)) counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  const kept = new Set([...counts.keys()].filter((name) => inIslands.has(name) || named(name)));
  const names = new Map<string, string>();
  const next = shortNames(new Set([...kept, ...inIslands, ...styled]));
  for (const [name] of [...counts].sort((a, b) => b[1] - a[1])) {
    if (!kept.has(name) && styled.has(name)) names.set(name, next.next().value!);
  }

  const attribute = (value: string) => {
    const tokens = tokensOf(value).flatMap((name) =>
      kept.has(name) ? [name] : names.has(name) ? [names.get(name)!] : [],
    );
    return tokens.length ? ` class="${tokens.join(" ").replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"` : "";
  };
  // Islands as they are; everything else with the new names. A class no rule styles (and no script names)
  // is dropped from the markup.
  const parts = html.split(/(<astro-island\b[\s\S]*?<\/astro-island>)/);
  return parts
    .map((part, i) =>
      i % 2
        ? part
        : part
            .replace(CLASS_ATTRIBUTE, (_, value: string) => attribute(value))
            .replace(STYLE, (_, css: string) => `<style>${renamedCss(css, names)}</style>`),
    )
    .join("");
}
