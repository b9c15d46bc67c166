// The `client:afterpaint` directive (registered by site-build.mjs): an island hydrates once the page has
// painted its content and the browser is idle. With plain `client:idle` the island's script could start
// loading before the first paint on a fast machine, and Lighthouse then counts that download against the
// page's paint (about one run in three on the pages with an island). A page that reports no paint (loaded
// in a background tab) still hydrates: on the visitor's first touch or key, or after 3 s.
//
// The same wait first loads the islands' runtime (Astro's <astro-island> element), which the build moves
// out of each page into one file (island-runtime.ts writes its address over ISLAND_RUNTIME): inline it was
// 2 KB of every interactive page, which then no longer fitted the first round trip on hosts that gzip.
// In `astro dev` the runtime stays inline, and nothing is loaded.
const ISLAND_RUNTIME = "island-runtime:url";

/** Runs `task` once, after the first paint when the browser is idle, or on the first touch or key, or at 3 s. */
function afterPaint(task) {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    task();
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  for (const event of ["pointerdown", "keydown", "focusin"])
    addEventListener(event, run, { once: true, capture: true });
  setTimeout(run, 3000);
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (painted() || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return whenIdle();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    whenIdle();
  });
  observer.observe({ type: "paint", buffered: true });
}

if (ISLAND_RUNTIME.startsWith("/") && !customElements.get("astro-island")) afterPaint(() => import(ISLAND_RUNTIME));

/** @type {import("astro").ClientDirective} */
export default function afterPaintDirective(load) {
  afterPaint(async () => (await load())());
}
