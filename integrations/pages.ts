// What the build does to each page Astro wrote, in order. Each page is parsed once (html.ts), each step is a
// named function over that tree, and the page is written once. A step that finds the page other than it
// expects (Astro or Tailwind changed their output) stops the build with a StepError naming the step.
//   1. whatsappOrigin   each prepared WhatsApp message names the page it was sent from (whatsapp-origin.ts)
//   2. bareSvg          inline <svg> elements lose the `xmlns` the HTML parser implies (inline-svg.ts)
//   3. islandRuntime    the islands' runtime leaves the page for one cached file, loaded after the first
//                       paint (island-runtime.ts): as a plain deferred script it was fetched before the first
//                       paint, and Lighthouse counted it (LCP 1.04-1.32x the floor on /contato, /fidelidade)
//   4. stylesInHead     the islands' styles Astro writes in the body join the head's stylesheet
//   5. trimStyles       the stylesheet keeps the rules the page can use (page-styles.ts)
//   6. shortenClasses   short class names in markup and selectors (class-names.ts)
//   7. ownCsp           the <meta> CSP lists the hashes of the page's inline code as now written (csp.ts)
// Order matters: the runtime leaves before the styles are trimmed (its code names no class of the page);
// trimming comes before renaming (fewer rules, fewer names); the hashes come last, over the final text.
import { shortenClasses } from "./class-names.ts";
import { ownCsp } from "./csp.ts";
import { parseHtml, serializeHtml } from "./html.ts";
import { bareSvg } from "./inline-svg.ts";
import { islandRuntime, runtimeFile } from "./island-runtime.ts";
import { stylesInHead, trimStyles } from "./page-styles.ts";
import { scriptUrlsOf, withImports } from "./scripts.ts";
import { StepError } from "./step-error.ts";
import { whatsappOrigin } from "./whatsapp-origin.ts";

export interface BuiltPage {
  /** The page's HTML as written. */
  html: string;
  /** Files the steps made for the page, by dist-relative path (the islands' runtime). */
  files: Record<string, string>;
  /** The policy of the page's <meta> CSP as the last step wrote it, for the hosts' files. */
  metaCsp: string;
}

/**
 * Runs the page steps over one page.
 * @param file the page's dist-relative path, for messages
 * @param read reads a file of the site by URL path ("/_astro/x.js")
 */
export async function buildPage(file: string, html: string, read: (url: string) => string): Promise<BuiltPage> {
  try {
    const document = parseHtml(html);
    const files: Record<string, string> = {};
    whatsappOrigin(document);
    bareSvg(document);
    const runtime = islandRuntime(document);
    if (runtime) files[runtimeFile(runtime)] = runtime;
    // The page's scripts and all they import: classes a script adds keep their rules.
    const scripts = withImports(scriptUrlsOf(document), read).map(read);
    stylesInHead(document);
    await trimStyles(document, scripts);
    shortenClasses(document, scripts);
    const metaCsp = ownCsp(document);
    return { html: serializeHtml(document), files, metaCsp };
  } catch (error) {
    if (error instanceof StepError) error.message = `${file}: ${error.message}`;
    throw error;
  }
}
