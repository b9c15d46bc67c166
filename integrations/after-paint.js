// The `client:afterpaint` directive (registered by site-build.mjs): an island hydrates once the page has
// painted its content and the browser is idle. With plain `client:idle` the island's script could start
// loading before the first paint on a fast machine, and Lighthouse then counts that download against the
// page's paint (about one run in three on the pages with an island). A page that reports no paint (loaded
// in a background tab) still hydrates: on the visitor's first touch or key, or after 3 s.
/** @type {import("astro").ClientDirective} */
export default function afterPaint(load) {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    (await load())();
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(hydrate, { timeout: 2000 }) : setTimeout(hydrate, 200);
  for (const event of ["pointerdown", "keydown", "focusin"])
    addEventListener(event, hydrate, { once: true, capture: true });
  setTimeout(hydrate, 3000);
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (painted() || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return whenIdle();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    whenIdle();
  });
  observer.observe({ type: "paint", buffered: true });
}
