import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { kitPages, templatePages } from "../helpers/browser";
import { expect, isTemplate, pages, test } from "./fixtures";

// axe-core on every page at both widths: all its default rules (WCAG 2.x A/AA and best practices) plus
// WCAG 2.2's target size (24 px), which axe leaves off by default. Legacy mode runs axe in the page itself:
// the default mode also finishes each run in a blank page of its own, for iframes the site does not have,
// which took more than half of this suite's time.
// `within`: only that part of the page (the page-level rules, one <main> and one <h1>, are then left out).
const violations = async (page: Page, within?: string) => {
  expect(await page.locator("iframe").count(), "a frame axe's legacy mode would not enter").toBe(0);
  const axe = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: { "target-size": { enabled: true } }, resultTypes: ["violations"] });
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
};

// Every page on phones; on desktops, where only the frame's layout changes, one page of each template.
for (const { path } of pages) {
  test(`${path} has no accessibility violations`, { tag: isTemplate(path) ? [] : "@phone-only" }, async ({ page }) => {
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
  });
}

// The owner's printable pages have a frame of their own (KitLayout) and wide sheets drawn in millimetres:
// each at both widths.
for (const { path } of kitPages) {
  test(`${path} (owner's kit) has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
  });
}

// The menu is the frame's, the same on every page (only the current item moves): once is enough. It exists only on
// narrow screens. While it is open the page behind it is hidden, as a modal dialog's is: the menu is what is read.
test("no accessibility violations with the mobile menu open", { tag: "@phone-only" }, async ({ page }) => {
  await page.goto("/contato");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(page.locator("#menu-celular")).toBeVisible();
  expect(await violations(page, "#menu-celular")).toEqual([]);
});

// Windows' contrast themes (forced colours) drop every fill and shadow: a control drawn as a filled shape (a
// button, the floating WhatsApp link, the header's current page) must keep a border there, or it shows as loose
// text. One page of each template, on phones (the stopped-machine bar) and desktops (the header's buttons).
test("in forced colours, every filled control keeps a border", async ({ page }) => {
  const loose: string[] = [];
  for (const { path } of templatePages) {
    await page.emulateMedia({ forcedColors: "none" });
    await page.goto(path);
    await page.evaluate(() => {
      for (const control of document.querySelectorAll("a[href], button, summary")) {
        const style = getComputedStyle(control);
        // Visually hidden controls (the skip link until focused) have no shape to lose.
        const shown = control.checkVisibility() && style.clipPath === "none";
        if (shown && style.backgroundColor !== "rgba(0, 0, 0, 0)") control.setAttribute("data-filled", "");
      }
    });
    await page.emulateMedia({ forcedColors: "active" });
    const unbordered = await page.evaluate(() =>
      [...document.querySelectorAll("[data-filled]")]
        .filter((control) => {
          const style = getComputedStyle(control);
          const sides = [style.borderTopWidth, style.borderRightWidth, style.borderBottomWidth, style.borderLeftWidth];
          return sides.every((width) => parseFloat(width) === 0);
        })
        .map((control) => control.textContent!.trim() || control.getAttribute("aria-label")),
    );
    loose.push(...unbordered.map((name) => `${path}: ${name}`));
  }
  expect(loose).toEqual([]);
});
