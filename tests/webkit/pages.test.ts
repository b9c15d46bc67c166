import { afterEach, beforeEach, expect, test } from "vitest";
import { templatePages } from "../helpers/browser";
import { islandsHydrated, loadInFrame, openWebKit, screenshotFrame, site, type WebKit } from "./webkit";

// A page of each template (tests/helpers/browser.ts) in WebKit at 320, 390, 768 and 1440 px: it renders
// styled (the inline CSS passed the CSP), its islands hydrate (their scripts passed it too; after a first
// key, which some wait for) and nothing scrolls sideways. Without WebDriver BiDi there is no console to read; a
// blocked style or script shows up in these checks instead. `npm run screenshots` (SCREENSHOTS set) also keeps a
// full-page picture of each in test-results/screenshots for a person to look at: pictures, stitched a screen at a
// time, took most of this suite's time, so `npm test` leaves them out, as it does Chromium's and Firefox's.
const widths = [320, 390, 768, 1440];
const screenshots = !!process.env["SCREENSHOTS"];

// A window per page, and a second try: now and then WebKitGTK's web process crashes while it takes a large
// picture ("WebProcess CRASHED"), which ends the session; with one window for all, every page after it failed.
let session: WebKit | undefined;
beforeEach(async () => {
  session = await openWebKit({ width: 1600, height: 1000 });
});
afterEach(async () => {
  // A crashed window's session is gone already.
  await session?.deleteSession().catch(() => undefined);
  session = undefined;
});

for (const { path, name } of templatePages) {
  test(`${path} renders at ${widths.join(", ")} px`, { retry: 1 }, async () => {
    const browser = session!;
    for (const width of widths) {
      await loadInFrame(browser, site + path, width);
      // A visitor's first key: some islands wait for it (the loyalty page's notices).
      await browser.execute(() => dispatchEvent(new KeyboardEvent("keydown", { key: "Shift" })));
      await islandsHydrated(browser, path);
      const page = await browser.execute(() => ({
        styles: document.querySelectorAll("style").length,
        appliedStyles: [...document.styleSheets].filter((sheet) => sheet.ownerNode?.nodeName === "STYLE").length,
        h1: document.querySelector("h1")?.textContent?.trim() ?? "",
        viewport: innerWidth,
        scrollWidth: document.documentElement.scrollWidth,
      }));
      expect(page.styles, `${path} has its inline CSS`).toBeGreaterThan(0);
      expect(page.appliedStyles, `${path}: every <style> applied`).toBe(page.styles);
      expect(page.h1, `${path} has a heading`).not.toBe("");
      expect(page.viewport).toBe(width);
      expect(page.scrollWidth, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
      if (screenshots) await screenshotFrame(browser, `webkit-${width}-${name}.png`);
    }
  });
}
