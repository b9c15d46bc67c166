// Astro writes the islands' runtime (the <astro-island> element, 4.4 KB) inline into every page with an
// island. The build moves it into one file, which the `client:afterpaint` directive loads once the page has
// painted (after-paint.js says why): the pages with islands are 2 KB lighter, and the file is cached.
import { createHash } from "node:crypto";
import { INLINE_SCRIPT } from "./page-styles.ts";

/** What after-paint.js holds in place of the runtime's address until the build writes it. */
export const RUNTIME_PLACEHOLDER = "island-runtime:url";

const isRuntime = (code: string) => code.includes('customElements.define("astro-island"');

/** The runtime's file in dist/, named by its content like Astro's own assets: "_astro/island-runtime.1a2b3c4d.js". */
export const runtimeFile = (code: string) =>
  `_astro/island-runtime.${createHash("sha256").update(code).digest("hex").slice(0, 8)}.js`;

/**
 * The page without its inline islands runtime, the directive naming the runtime's file instead, and the
 * runtime's code; a page without islands as it is.
 */
export function withRuntimeFile(html: string): { html: string; runtime?: string } {
  const runtime = [...html.matchAll(INLINE_SCRIPT)].find((m) => isRuntime(m[1]!));
  if (!runtime) {
    if (html.includes(RUNTIME_PLACEHOLDER))
      throw new Error("a page has the afterpaint directive but no islands runtime");
    return { html };
  }
  if (!html.includes(RUNTIME_PLACEHOLDER))
    throw new Error("a page has the islands runtime but not the afterpaint directive");
  const code = runtime[1]!;
  const page = html.slice(0, runtime.index) + html.slice(runtime.index + runtime[0].length);
  return { html: page.replaceAll(RUNTIME_PLACEHOLDER, `/${runtimeFile(code)}`), runtime: code };
}
