import type { Page } from "@playwright/test";
import { blend, parse, wcagContrast, type Color } from "culori";

/** One element as the page draws it: a colour of its own ("" if it is not drawn as focused) and the backgrounds
 * behind it, nearest first. */
interface Drawn {
  name: string;
  colour: string;
  /** Each layer's colours: one for a plain background, each stop of a gradient. */
  layers: string[][];
}

/**
 * In the page (self-contained: Playwright sends its source): each visible element matching `selector`, the
 * colour of its `property` and the backgrounds of its ancestors up to the first opaque one. With `focus`, each
 * element is first focused as a keyboard focuses it; one that cannot take focus now is left out.
 */
function collect({ selector, property, focus }: { selector: string; property: string; focus: boolean }): Drawn[] {
  const colours = (css: string) => css.match(/(?:rgba?|color|oklab|oklch)\([^)]*\)/g) ?? [];
  const drawn: Drawn[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (!element.checkVisibility() || element.matches(":disabled")) continue;
    if (focus) {
      element.focus({ preventScroll: true, focusVisible: true } as FocusOptions);
      if (document.activeElement !== element) continue;
    }
    const layers: string[][] = [];
    for (let box = element.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      const gradient = style.backgroundImage === "none" ? [] : colours(style.backgroundImage);
      if (gradient.length) {
        layers.push(gradient);
        break;
      }
      if (style.backgroundColor !== "rgba(0, 0, 0, 0)") layers.push([style.backgroundColor]);
      if (/^rgb\(/.test(style.backgroundColor)) break;
    }
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    const text = (label || element.textContent || element.getAttribute("aria-label") || "").trim().replace(/\s+/g, " ");
    // Focused but not drawn as focused (a window without focus draws none): no colour to measure.
    const drawnFocused = !focus || element.matches(":focus-visible");
    drawn.push({
      name: `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`,
      colour: drawnFocused ? getComputedStyle(element).getPropertyValue(property) : "",
      layers,
    });
    if (focus) element.blur();
  }
  return drawn;
}

/** Every colour the backdrop may show: each gradient stop, translucent layers over what is below, over white. */
const backdrops = (layers: string[][]): Color[] =>
  layers.reduceRight<Color[]>(
    (below, layer) => layer.flatMap((top) => below.map((bottom) => blend([bottom, parse(top)!]))),
    [parse("#ffffff")!],
  );

/**
 * The elements matching `selector` whose `property` (a colour: "outline-color", "border-top-color") stands out
 * less than 3:1 from what is behind them (WCAG 1.4.11), as "tag "name": ratio".
 */
export async function faintAgainstBackdrop(
  page: Page,
  selector: string,
  property: string,
  { focus = false } = {},
): Promise<string[]> {
  const drawn = await page.evaluate(collect, { selector, property, focus });
  return drawn.flatMap(({ name, colour, layers }) => {
    if (!colour) return [`${name}: not drawn as focused`];
    const worst = Math.min(...backdrops(layers).map((backdrop) => wcagContrast(parse(colour)!, backdrop)));
    return worst < 3 ? [`${name}: ${worst.toFixed(2)}:1`] : [];
  });
}
