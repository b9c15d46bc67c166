import type { Page } from "@playwright/test";
import { islandsAwake, templatePages } from "../helpers/browser";
import { faintAgainstBackdrop } from "../helpers/contrast";
import { expect, test } from "./fixtures";

// WCAG 2.2's focus criteria, which axe cannot check: each element Tab reaches is scrolled into the screen, not
// entirely under the stopped-machine bar fixed at the foot of a phone's screen (2.4.11), and drawn with an outline
// (2.4.7) that stands out 3:1 from the colour around it (1.4.11). The walk with Tab runs on phones only: going
// forward, each element comes into view from below, where only phones have a bar. Reduced motion turns smooth
// scrolling off, so where focus lands is read at once.
test.use({ reducedMotion: "reduce" });

/** The focused element, whether a point of it shows on screen, and whether it draws an outline; null on the body. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const inset = Math.min(2, box.width / 2, box.height / 2);
    const points: Array<[number, number]> = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    // An ancestor on top means the element lets the pointer through (the legal pages' contents title on wide
    // screens); anything else on top covers it.
    const shows = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return !!top && (element.contains(top) || top.contains(element));
    });
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const text = element.textContent || element.getAttribute("aria-label") || "";
    return {
      name: `${element.tagName.toLowerCase()} "${text.trim().replace(/\s+/g, " ").slice(0, 50)}"`,
      shows,
      outlined,
    };
  });

const focusable = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";
/** Each focusable element whose focus outline stands out less than 3:1 from the colour around it. */
const faintOutlines = (page: Page) => faintAgainstBackdrop(page, focusable, "outline-color", { focus: true });

for (const { path } of templatePages) {
  const title = `${path}: every stop of the Tab key shows on screen, uncovered, with a focus outline of 3:1`;
  test(title, { tag: "@phone-only" }, async ({ page }) => {
    await page.goto(path);
    // First, while the page has the window's focus (after the walk, focus is in the browser's own controls);
    // then a fresh load, so Tab starts from the top.
    expect(await faintOutlines(page), "focus outlines under 3:1").toEqual([]);
    await page.reload();
    // The walk is a person's: by the time they reach the contact form's last link, seconds after the page shows,
    // every island runs. Tab pressed at once could reach that link just before, and the e-mail button the form's
    // island adds above it pushed it off screen.
    await islandsAwake(page);
    const problems: string[] = [];
    let stops = 0;
    // After the page's last element, focus leaves for the browser and the body is active again.
    for (; stops < 200; stops++) {
      await page.keyboard.press("Tab");
      const state = await focused(page);
      if (!state) break;
      if (!state.shows) problems.push(`hidden: ${state.name}`);
      if (!state.outlined) problems.push(`no outline: ${state.name}`);
    }
    expect(stops, "Tab reaches the page's links and leaves it after the last").toBeGreaterThan(5);
    expect(stops).toBeLessThan(200);
    expect(problems).toEqual([]);
  });
}

// On wide screens, where the header and the bands change layout, each outline's contrast only.
for (const { path } of templatePages) {
  const title = `${path}: every focus outline contrasts at least 3:1 with what surrounds it`;
  test(title, { tag: "@desktop-only" }, async ({ page }) => {
    await page.goto(path);
    expect(await faintOutlines(page)).toEqual([]);
  });
}
