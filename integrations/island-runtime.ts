// Astro writes the islands' runtime (the <astro-island> element, 4.4 KB) inline into every page with an
// island. The build moves it into one file, which the `client:afterpaint` directive loads once the page has
// painted (after-paint.js says why): the pages with islands are 2 KB lighter, and the file is cached.
import { createHash } from "node:crypto";
import { byTag, inlineScripts, isInside, rawText, remove, setRawText, type Document } from "./html.ts";
import { StepError } from "./step-error.ts";

/** What after-paint.js holds in place of the runtime's address until the build writes it. */
export const RUNTIME_PLACEHOLDER = "island-runtime:url";

const isRuntime = (code: string) => code.includes('customElements.define("astro-island"');

/** The runtime's file in dist/, named by its content like Astro's own assets: "_astro/island-runtime.1a2b3c4d.js". */
export const runtimeFile = (code: string) =>
  `_astro/island-runtime.${createHash("sha256").update(code).digest("hex").slice(0, 8)}.js`;

/**
 * Page step: the inline islands runtime leaves the page, and the directive names the runtime's file instead.
 * Returns the runtime's code, to be written once as `runtimeFile(code)`; a page without islands: undefined.
 */
export function islandRuntime(document: Document): string | undefined {
  const islands = byTag(document, "astro-island");
  const nested = islands.find((island) => isInside(island, "astro-island"));
  // The directive waits once per page and the class renaming keeps each island's markup whole: both take
  // islands side by side, as the site's pages have them.
  if (nested) throw new StepError("islandRuntime", "islands side by side", "an <astro-island> inside another");
  const scripts = inlineScripts(document);
  const runtime = scripts.find((el) => isRuntime(rawText(el)));
  const directives = scripts.filter((el) => rawText(el).includes(RUNTIME_PLACEHOLDER));
  if (!islands.length && !runtime && !directives.length) return undefined;
  if (!runtime)
    throw new StepError(
      "islandRuntime",
      'Astro\'s islands runtime, an inline script with customElements.define("astro-island"',
    );
  if (!directives.length)
    throw new StepError("islandRuntime", `the afterpaint directive's inline script naming ${RUNTIME_PLACEHOLDER}`);
  const code = rawText(runtime);
  remove(runtime);
  for (const el of directives) setRawText(el, rawText(el).replaceAll(RUNTIME_PLACEHOLDER, `/${runtimeFile(code)}`));
  return code;
}
