import type { Page } from "@playwright/test";
import { templatePages } from "../helpers/browser";
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

/**
 * Each focusable element of the page, focused as a keyboard focuses it, whose outline contrasts less than 3:1
 * with the colour around it: the nearest background behind the element (a gradient counts by each of its colours,
 * a translucent one over what is behind it).
 */
const faintOutlines = (page: Page) =>
  page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const rgba = (css: string): Rgba[] =>
      [...css.matchAll(/(rgba?|color)\(([^)]*)\)/g)].map(([, kind, body]) => {
        const parts = body!
          .replace("srgb", "")
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        const [r = 0, g = 0, b = 0] = kind === "color" ? parts.map((v) => v * 255) : parts;
        return [r, g, b, parts[3] ?? 1];
      });
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + below[i]! * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((v) => v / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const contrast = (x: Rgba, y: Rgba) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    /** The colours an outline drawn around `element` may stand on. */
    const backdrops = (element: Element): Rgba[] => {
      const layers: Rgba[][] = [];
      for (let box = element.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        const gradient = style.backgroundImage === "none" ? [] : rgba(style.backgroundImage);
        const colour = rgba(style.backgroundColor).filter((c) => c[3] > 0);
        if (gradient.length) {
          layers.push(gradient);
          break;
        }
        if (colour.length) layers.push(colour);
        if (colour[0]?.[3] === 1) break;
      }
      return layers.reduceRight<Rgba[]>(
        (below, layer) => layer.flatMap((top) => below.map((b) => over(top, b))),
        [[255, 255, 255, 1]],
      );
    };
    const focusable = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(focusable)) {
      if (!element.checkVisibility() || element.matches(":disabled")) continue;
      element.focus({ preventScroll: true, focusVisible: true } as FocusOptions);
      // Not focusable now: the floating WhatsApp link waits, hidden, for the page's first scroll.
      if (document.activeElement !== element) continue;
      const outline = rgba(getComputedStyle(element).outlineColor)[0]!;
      const worst = Math.min(...backdrops(element).map((backdrop) => contrast(outline, backdrop)));
      const name = (element.textContent || element.getAttribute("aria-label") || "").trim().replace(/\s+/g, " ");
      if (worst < 3) found.push(`${element.tagName.toLowerCase()} "${name.slice(0, 40)}": ${worst.toFixed(2)}:1`);
      element.blur();
    }
    return found;
  });

for (const { path } of templatePages) {
  const title = `${path}: every stop of the Tab key shows on screen, uncovered, with a focus outline of 3:1`;
  test(title, { tag: "@phone-only" }, async ({ page }) => {
    await page.goto(path);
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
    expect(await faintOutlines(page), "focus outlines under 3:1").toEqual([]);
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
