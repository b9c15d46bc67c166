import AxeBuilder from "@axe-core/playwright";
import { expect, isMobile, pages, test } from "./fixtures";

// axe-core with every rule it has for WCAG 2.x A/AA and its best practices, on every page, at both widths.
for (const { path } of pages) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });

  test(`${path} has no accessibility violations with the mobile menu open`, async ({ page }) => {
    test.skip(!isMobile(page), "the menu exists only on narrow screens");
    await page.goto(path);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
}
