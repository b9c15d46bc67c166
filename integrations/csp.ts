// Content-Security-Policy: reading a policy, hashing inline code, and the page step that makes a page's
// <meta> policy list exactly its own inline scripts and styles.
// Astro's security.csp writes the policy at render time, with the hashes of the styles it rendered; the
// build then trims each page's stylesheet (page-styles.ts), which changes its hash, so the hashes are
// taken again from the page as it will be served.
import { createHash } from "node:crypto";
import { attr, byTag, inlineScripts, metaCspElement, parseHtml, rawText, setAttr, type Document } from "./html.ts";
import { StepError } from "./step-error.ts";

/** A CSP source for an inline script or style. */
export const hashSource = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The content of a page's <meta http-equiv="content-security-policy">, or undefined. */
export function metaCspOf(page: string | Document): string | undefined {
  const meta = metaCspElement(typeof page === "string" ? parseHtml(page) : page);
  return meta && attr(meta, "content");
}

/** A policy as an ordered list of [directive, sources]. */
export const parseCsp = (policy: string): Array<[string, string[]]> =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((tokens) => tokens.length > 0)
    .map(([directive, ...sources]) => [String(directive).toLowerCase(), sources]);

/**
 * Page step: the <meta> CSP allows exactly the page's own inline scripts and styles. The hash sources of
 * script-src and style-src are replaced by the hashes of what the page contains; every other source stays.
 * Returns the policy written, which the hosts' files send (integrations/hosts.mjs).
 */
export function ownCsp(document: Document): string {
  const meta = metaCspElement(document);
  const policy = meta && attr(meta, "content");
  if (!meta || policy === undefined)
    throw new StepError("ownCsp", 'a <meta http-equiv="content-security-policy" content="…"> (Astro\'s security.csp)');
  const own: Record<string, string[]> = {
    "script-src": inlineScripts(document).map((el) => hashSource(rawText(el))),
    "style-src": byTag(document, "style").map((el) => hashSource(rawText(el))),
  };
  const directives = parseCsp(policy).map(([name, sources]) =>
    [name, ...(own[name] ? [...sources.filter((s) => !s.startsWith("'sha256-")), ...own[name]] : sources)].join(" "),
  );
  const written = `${directives.join(";")};`;
  setAttr(meta, "content", written);
  return written;
}
