// Each page keeps in its inline stylesheet only the rules that can apply to it. Why: a page paints as early as
// a bare one only while the whole document fits in the connection's first round trip (about 14 KB
// compressed); one stylesheet for all pages put 2 KB of other pages' rules into each.
// The page is read as a tree (html.ts) and the stylesheet through PostCSS, whose parser PurgeCSS uses too.
import { formatHex, formatHex8, parse as parseColour } from "culori";
import postcss, { type Root } from "postcss";
import selectorParser from "postcss-selector-parser";
import valueParser from "postcss-value-parser";
import { PurgeCSS } from "purgecss";
import { byTag, elementsOf, inlineScripts, isInside, rawText, remove, setRawText, type Document } from "./html.ts";
import { stringsOf } from "./scripts.ts";
import { StepError } from "./step-error.ts";

/** The page's stylesheets, those in <noscript> aside (written by hand for a page without scripts). */
const sheetsOf = (document: Document) => byTag(document, "style").filter((el) => !isInside(el, "noscript"));

/**
 * Page step: the stylesheets Astro writes into the body (its islands' `astro-island{display:contents}`,
 * before the first island) join the head's stylesheet: HTML allows a <style> in the body nowhere but as its
 * parent's first child.
 */
export function stylesInHead(document: Document): void {
  const sheets = sheetsOf(document);
  // An attribute (media, nonce, blocking…) would change what a stylesheet means once joined or trimmed.
  const withAttributes = sheets.find((el) => el.attrs.length);
  if (withAttributes)
    throw new StepError(
      "stylesInHead",
      "<style> elements without attributes",
      `<style ${withAttributes.attrs.map((a) => a.name).join(" ")}>`,
    );
  const target = sheets.find((el) => isInside(el, "head"));
  const moved = sheets.filter((el) => isInside(el, "body"));
  if (!moved.length) return;
  if (!target) throw new StepError("stylesInHead", "a <style> in the <head> to join the body's styles to");
  setRawText(target, rawText(target) + moved.map(rawText).join(""));
  moved.forEach(remove);
}

/**
 * Every word of a script that could name a class, an element or an attribute: its strings, cut at spaces
 * and markup, and once more without cutting at ' and ` (which Tailwind classes such as
 * `before:content-['·']` contain). A word too many only keeps a rule, a word too few would drop one.
 */
export function candidates(code: string): string[] {
  return stringsOf(code).flatMap((text) => [...text.split(/[\s"'`<>=]+/), ...text.split(/[\s"<>=]+/)]);
}

/** What the page's markup can match: every element's name, attribute names, values and class names. */
function markupWords(document: Document): string[] {
  return [...elementsOf(document)].flatMap((el) => [
    el.tagName,
    ...el.attrs.flatMap((a) => [a.name, a.value, ...a.value.split(/\s+/)]),
  ]);
}

/**
 * Page step: each stylesheet keeps the rules its markup or its scripts can use.
 * @param scripts the text of every script the page loads (its islands' modules and all they import)
 */
export async function trimStyles(document: Document, scripts: readonly string[]): Promise<void> {
  const sheets = sheetsOf(document);
  if (!sheets.length) return;
  const words = [
    ...markupWords(document),
    ...[...inlineScripts(document).map(rawText), ...scripts].flatMap(candidates),
  ].filter(Boolean);
  const results = await new PurgeCSS().purge({
    content: [{ raw: "", extension: "words" }],
    extractors: [{ extensions: ["words"], extractor: () => words }],
    css: sheets.map((el) => ({ raw: rawText(el) })),
    // Selectors of states alone (:focus-visible, :root) name nothing to look for in the markup.
    safelist: { standard: [/^:/] },
    // Animations and custom properties (theme colours, Tailwind's --tw-*) that no kept rule uses go too.
    keyframes: true,
    variables: true,
  });
  const hasFields =
    byTag(document, "input").length + byTag(document, "textarea").length + byTag(document, "select").length > 0;
  sheets.forEach((el, i) => {
    const root = postcss.parse(results[i]!.css);
    withHexColours(root);
    if (!hasFields) withoutFormControlRules(root);
    withoutUnusedProperties(root);
    withoutPropertiesFallback(root);
    setRawText(el, root.toString());
  });
}

/**
 * Colours written as hex. With the theme inlined, Tailwind writes a colour with an opacity (`bg-white/10`) as
 * an oklab() literal, which every browser the site supports reads but the W3C checker's CSS validator does
 * not; hex says the same sRGB colour.
 */
export function withHexColours(root: Root): void {
  root.walkDecls((decl) => {
    if (!decl.value.includes("oklab(")) return;
    const value = valueParser(decl.value);
    value.walk((node) => {
      if (node.type !== "function" || node.value !== "oklab") return;
      const colour = valueParser.stringify(node);
      const parsed = parseColour(colour);
      if (!parsed) throw new StepError("trimStyles", "an oklab() colour culori can read", colour);
      Object.assign(node, { type: "word", value: (parsed.alpha ?? 1) < 1 ? formatHex8(parsed) : formatHex(parsed) });
    });
    decl.value = value.toString();
  });
}

/**
 * Pseudo-elements and pseudo-classes that only form controls have (Tailwind's preflight styles them all), by
 * how their names start.
 */
const FORM_CONTROL_ONLY = [
  ...["search-", "date-", "datetime-", "calendar-", "inner-spin-", "outer-spin-"].map((name) => `-webkit-${name}`),
  "-moz-ui-invalid",
  "file-selector-button",
  "placeholder",
];

/** Whether a selector starts with a pseudo-element or pseudo-class only form controls have. */
function isFormControlOnly(selector: string): boolean {
  if (!selector.startsWith(":")) return false;
  const first = selectorParser().astSync(selector).first?.first;
  if (first?.type !== "pseudo") return false;
  const name = first.value.slice(first.value.startsWith("::") ? 2 : 1);
  return FORM_CONTROL_ONLY.some((start) => name.startsWith(start));
}

/**
 * Without the rules only form controls use, for a page that has none (no input, textarea or select):
 * PurgeCSS keeps them, since a pseudo-element alone names nothing to look for. At-rules left empty go too.
 */
export function withoutFormControlRules(root: Root): void {
  root.walkRules((rule) => {
    if (rule.selectors.every(isFormControlOnly)) rule.remove();
  });
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
}

/**
 * Without the @property registrations of custom properties no declaration reads with var(): PurgeCSS drops
 * unused declarations but keeps these (Tailwind registers every --tw-* it may need).
 */
export function withoutUnusedProperties(root: Root): void {
  const read = new Set<string>();
  root.walkDecls((decl) => {
    valueParser(decl.value).walk((node) => {
      if (node.type === "function" && node.value === "var" && node.nodes[0]) read.add(node.nodes[0].value);
    });
  });
  root.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
}

/**
 * Without Tailwind's properties layer: it gives the --tw-* custom properties their initial values where
 * @property is unknown (its test: Safari before 16.4, Firefox before 128), browsers older than the supported
 * ones (package.json, browserslist). About 150 bytes of each page's first round trip.
 */
export function withoutPropertiesFallback(root: Root): void {
  root.walkAtRules("layer", (rule) => {
    if (rule.params.trim() === "properties") rule.remove();
  });
}
