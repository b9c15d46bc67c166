// The `client:afterpaint` directive (registered by site-build.mjs): an island hydrates once the page has
// painted its content and the browser is idle. With plain `client:idle` the island's script could start
// loading before the first paint on a fast machine, and Lighthouse then counts that download against the
// page's paint (about one run in three on the pages with an island). A page that reports no paint (loaded
// in a background tab) still hydrates: on the visitor's first touch or key, or after 3 s.
// `client:afterpaint="interaction"` waits for the visitor's first touch, key or focus instead: for an
// island a reader may never use (the loyalty page's notices), whose script a cheap phone should not run
// for nothing.
//
// The same wait first loads the islands' runtime (Astro's <astro-island> element), which the build moves
// out of each page into one file (island-runtime.ts writes its address over ISLAND_RUNTIME): inline it was
// 2 KB of every interactive page, which then no longer fitted the first round trip on hosts that gzip.
// In `astro dev` the runtime stays inline, and nothing is loaded.
import { EARLY_CLICK } from "../src/lib/notices.ts";

const ISLAND_RUNTIME = "island-runtime:url";

/** The visitor's first touch, key or focus. */
const firstInteraction = new Promise((resolve) => {
  for (const event of ["pointerdown", "keydown", "focusin"])
    addEventListener(event, resolve, { once: true, capture: true });
});

// Until an island runs, a click leaves EARLY_CLICK on its target, for the island to act on once it runs (the
// notices area shows the notice of a link clicked meanwhile). Marking stops two frames after the island
// ran: React has run its effects, the island's own listeners, by then.
const markEarlyClick = (/** @type {Event} */ event) =>
  /** @type {Element} */ (event.target).setAttribute?.(EARLY_CLICK, "");
addEventListener("click", markEarlyClick, true);

/**
 * Runs `task` once (a promise settles once): after the first paint when the browser is idle, or on the first
 * touch or key, or at 3 s.
 */
const afterPaint = (/** @type {() => unknown} */ task) =>
  new Promise((run) => {
    firstInteraction.then(run);
    setTimeout(run, 3000);
    // Buffered: a paint before this script ran is reported too (every supported browser reports paints).
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
    });
    observer.observe({ type: "paint", buffered: true });
  }).then(task);

if (ISLAND_RUNTIME.startsWith("/") && !customElements.get("astro-island")) afterPaint(() => import(ISLAND_RUNTIME));

/** @type {import("astro").ClientDirective} */
export default function afterPaintDirective(load, options) {
  const hydrate = async () => {
    await (
      await load()
    )();
    requestAnimationFrame(() => requestAnimationFrame(() => removeEventListener("click", markEarlyClick, true)));
  };
  if (options.value === "interaction") firstInteraction.then(hydrate);
  else afterPaint(hydrate);
}
