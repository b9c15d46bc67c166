import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, isMobile, pages, test } from "./fixtures";

// axe-core on every page at both widths: all its default rules (WCAG 2.x A/AA and best practices) plus
// WCAG 2.2's target size (24 px), which axe leaves off by default.
const violations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).options({ rules: { "target-size": { enabled: true } } }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
};

for (const { path } of pages) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
  });
}

// The menu is the frame's, the same on every page (only the current item moves): once is enough.
test("no accessibility violations with the mobile menu open", async ({ page }) => {
  test.skip(!isMobile(page), "the menu exists only on narrow screens");
  await page.goto("/contato");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  expect(await violations(page)).toEqual([]);
});
