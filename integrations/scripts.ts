// The site's built scripts read as code: what a module imports (es-module-lexer, the lexer Vite uses) and
// the strings it holds (acorn's tokenizer), for the steps that must know which classes a script can add and
// for the checks that weigh a page's JavaScript.
import { tokenizer } from "acorn";
import { initSync, parse } from "es-module-lexer";
import { attr, byTag, inlineScripts, rawText, type Document } from "./html.ts";

initSync();

/** The scripts a script imports, statically or by a dynamic import of a literal, as URLs of the site. */
export function importsOf(code: string, url: string): string[] {
  const [imports] = parse(code);
  return imports
    .map((entry) => entry.n)
    .filter((specifier): specifier is string => !!specifier && /^\.{0,2}\//.test(specifier))
    .map((specifier) => new URL(specifier, `https://site.invalid${url}`).pathname);
}

/** Every string a script holds: its string literals and the literal parts of its template strings. */
export function stringsOf(code: string): string[] {
  const strings: string[] = [];
  for (const token of tokenizer(code, { ecmaVersion: "latest", sourceType: "module" })) {
    // acorn's Token type leaves out `value`, which a string or template token carries.
    const { value } = token as typeof token & { value: unknown };
    if (token.type.label === "string" || token.type.label === "template") strings.push(String(value));
  }
  return strings;
}

/**
 * The page's own scripts, by URL: its islands' components and its module scripts. Not the islands' renderer
 * (React DOM), which names every HTML element and adds no class of the site's.
 */
export const scriptUrlsOf = (document: Document): string[] => [
  ...byTag(document, "astro-island").flatMap((el) => attr(el, "component-url") ?? []),
  ...byTag(document, "script").flatMap((el) => ((attr(el, "src")?.startsWith("/") ?? false) ? [attr(el, "src")!] : [])),
];

/** Script files an inline script names as strings (the directive names the islands' runtime). */
export const filesNamedInline = (document: Document): string[] =>
  inlineScripts(document).flatMap((el) => stringsOf(rawText(el)).filter((s) => /^\/_astro\/[^\s"']+\.js$/.test(s)));

/** `urls` and every script they import, directly or not, read by `read`. */
export function withImports(urls: readonly string[], read: (url: string) => string): string[] {
  const seen = new Set<string>();
  const todo = [...urls];
  while (todo.length) {
    const url = todo.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    todo.push(...importsOf(read(url), url));
  }
  return [...seen].sort();
}
