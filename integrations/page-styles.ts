// After the build (astro.config.mjs), each page keeps in its inline stylesheet only the rules that can apply
// to it, and its <meta> CSP lists only the hashes of its own inline scripts and styles. Why: a page paints as
// early as a bare one only while the whole document fits in the connection's first round trip (about 14 KB
// compressed); one stylesheet for all pages, and every page's hashes, put 2 KB of other pages into each.
import { createHash } from "node:crypto";
import { formatHex, formatHex8, parse } from "culori";
import postcss from "postcss";
import { PurgeCSS } from "purgecss";

const STYLE = /<style>([\s\S]*?)<\/style>/g;
/** Inline scripts, those a CSP applies to: no src, not a data block such as JSON-LD (their code in group 1). */
export const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
/** Markup's character references decoded: "a&amp;b&#39;" -> "a&b'". */
export const decodeEntities = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name[0] === "#"
      ? String.fromCodePoint(Number(name[1] === "x" || name[1] === "X" ? `0${name.slice(1)}` : name.slice(1)))
      : (ENTITIES[name] ?? entity),
  );

/**
 * Every word of a page or script that could name a class, an element or an attribute. Words are cut at
 * spaces, quotes and markup, and once more without cutting at ' and ` (which Tailwind classes such as
 * `before:content-['·']` contain): a word too many only keeps a rule, a word too few would drop one.
 */
export function candidates(text: string): string[] {
  const plain = decodeEntities(text);
  return [...new Set([...plain.split(/[\s"'`<>=]+/), ...plain.split(/[\s"<>=]+/)])].filter(Boolean);
}

/** The relative scripts a script imports, statically or dynamically, as URLs beside it. */
export function importsOf(script: string, url: string): string[] {
  return [...script.matchAll(/["'](\.\.?\/[\w.\-/]+\.js)["']/g)].map((m) => new URL(m[1]!, `http://x${url}`).pathname);
}

/**
 * The page's own scripts: its islands' components and its module scripts. Not the islands' renderer
 * (React DOM), which names every HTML element and would keep every element's rules, and adds no class.
 */
export function scriptUrlsOf(html: string): string[] {
  return [...html.matchAll(/\b(?:component-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

/** Whether the position `at` of `html` lies inside a <noscript> element. */
const inNoscript = (html: string, at: number) =>
  html.lastIndexOf("<noscript", at) > html.lastIndexOf("</noscript>", at);

/**
 * The page with the stylesheets Astro writes into the body (its islands' `astro-island{display:contents}`,
 * before the first island) joined to the head's stylesheet: HTML allows a <style> in the body nowhere but as
 * its parent's first child. Stylesheets inside <noscript> stay where they are.
 */
export function stylesInHead(html: string): string {
  const bodyAt = html.indexOf("<body");
  const sheets = [...html.matchAll(STYLE)].filter((m) => !inNoscript(html, m.index));
  const target = sheets.find((m) => m.index < bodyAt);
  const moved = sheets.filter((m) => m.index > bodyAt);
  if (!moved.length) return html;
  if (!target) throw new Error("the page has no <style> in its head to join the body's styles to");
  let out = html;
  for (const m of [...moved].reverse()) out = out.slice(0, m.index) + out.slice(m.index + m[0].length);
  const end = target.index + target[0].length - "</style>".length;
  return out.slice(0, end) + moved.map((m) => m[1]).join("") + out.slice(end);
}

/** The page with each inline stylesheet reduced to the rules its markup or its scripts can use. */
export async function trimStyles(html: string, scripts: readonly string[]): Promise<string> {
  const sheets = [...html.matchAll(STYLE)].map((m) => m[1]!);
  if (!sheets.length) return html;
  const results = await new PurgeCSS().purge({
    content: [html, ...scripts].map((raw) => ({ raw, extension: "html" })),
    css: sheets.map((raw) => ({ raw })),
    defaultExtractor: candidates,
    // Selectors of states alone (:focus-visible, :root) name nothing to look for in the markup.
    safelist: { standard: [/^:/] },
    // Animations and custom properties (theme colours, Tailwind's --tw-*) that no kept rule uses go too.
    keyframes: true,
    variables: true,
  });
  const markup = [html, ...scripts].join("");
  let i = 0;
  return html.replace(
    STYLE,
    () =>
      `<style>${withoutUnusedProperties(withoutFormControlRules(withHexColours(results[i++]!.css), markup))}</style>`,
  );
}

/**
 * The stylesheet with its oklab() colours written as hex. With the theme inlined, Tailwind writes a colour
 * with an opacity (`bg-white/10`) as an oklab() literal, which every browser the site supports reads but the
 * W3C checker's CSS validator does not; hex says the same sRGB colour.
 */
export function withHexColours(css: string): string {
  return css.replace(/oklab\([^()]*\)/g, (colour) => {
    const parsed = parse(colour);
    if (!parsed) throw new Error(`cannot read the colour ${colour}`);
    return (parsed.alpha ?? 1) < 1 ? formatHex8(parsed) : formatHex(parsed);
  });
}

/** Pseudo-elements and pseudo-classes that only form controls have (Tailwind's preflight styles them all). */
const FORM_CONTROL_ONLY =
  /^:{1,2}(?:-webkit-(?:search-|date-|datetime-|calendar-|inner-spin-|outer-spin-)|-moz-ui-invalid|file-selector-button|placeholder)/;

/**
 * The stylesheet without the rules only form controls use when the markup has none (no input, textarea,
 * or select): PurgeCSS keeps them, since a pseudo-element alone names nothing to look for. At-rules
 * left empty go too.
 */
export function withoutFormControlRules(css: string, markup: string): string {
  if (/<(input|textarea|select)\b/.test(markup)) return css;
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => FORM_CONTROL_ONLY.test(selector))) rule.remove();
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
  return root.toString();
}

/**
 * The stylesheet without the @property registrations of custom properties no rule reads with var():
 * PurgeCSS drops unused declarations but keeps these (Tailwind registers every --tw-* it may need).
 * A registration's block holds no braces, so a pattern finds it whole.
 */
export function withoutUnusedProperties(css: string): string {
  const read = new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));
  return css.replace(/@property\s+(--[\w-]+)\s*\{[^{}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ""));
}

/** A CSP source for an inline script or style. */
export const hashSource = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The content of the page's <meta http-equiv="content-security-policy">, or undefined. */
export const metaCspOf = (html: string) =>
  /<meta\b[^>]*http-equiv="content-security-policy"[^>]*>/i.exec(html)?.[0].match(/\bcontent="([^"]*)"/)?.[1];

/** A policy as an ordered list of [directive, sources]. */
export const parseCsp = (policy: string): Array<[string, string[]]> =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((tokens) => tokens.length > 0)
    .map(([directive, ...sources]) => [String(directive).toLowerCase(), sources]);

/**
 * The page with its <meta> CSP allowing exactly its own inline scripts and styles: the hash sources of
 * script-src and style-src are replaced by the hashes of what the page contains; every other source stays.
 */
export function ownCsp(html: string): string {
  const own: Record<string, string[]> = {
    "script-src": [...html.matchAll(INLINE_SCRIPT)].map((m) => hashSource(m[1]!)),
    "style-src": [...html.matchAll(STYLE)].map((m) => hashSource(m[1]!)),
  };
  const policy = metaCspOf(html);
  if (policy === undefined) throw new Error('the page has no <meta http-equiv="content-security-policy">');
  const directives = parseCsp(policy).map(([name, sources]) =>
    [name, ...(own[name] ? [...sources.filter((s) => !s.startsWith("'sha256-")), ...own[name]] : sources)].join(" "),
  );
  return html.replace(`content="${policy}"`, `content="${directives.join(";")};"`);
}
