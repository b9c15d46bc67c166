import { business } from "../../src/config/business";
import { SUPPLIER_SHEET_PATH, supplierSheet, supplierSheetLink } from "../../src/content/supplier-sheet";
import { expect, test } from "./fixtures";

// What the supplier sheet needs a browser for: /contato's first screen leads to it on a phone, uncovered by the
// stopped-machine bar; on paper it is one column, dark on white, without the site's chrome, no part cut between
// pages. Its facts are checked in tests/build/supplier-sheet.test.ts.

const sheet = supplierSheet(business);

test.describe("on a phone's first screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("/contato shows the link to the supplier sheet without scrolling, uncovered", async ({ page }) => {
    await page.goto("/contato");
    const link = page.getByRole("link", { name: supplierSheetLink.label, exact: true });
    await expect(link).toHaveAttribute("href", SUPPLIER_SHEET_PATH);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(link).toBeInViewport({ ratio: 1 });
    // Not under the stopped-machine bar nor the header: the browser finds the link at each of its corners.
    const covered = await link.evaluate((el) =>
      [...el.getClientRects()].some((box) =>
        [
          [box.left + 2, box.top + 2],
          [box.right - 2, box.bottom - 2],
        ].some(([x, y]) => !el.contains(document.elementFromPoint(x!, y!))),
      ),
    );
    expect(covered).toBe(false);
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: sheet.title })).toBeVisible();
  });
});

test("the supplier sheet prints in one column, dark on white, without the site's chrome, no part cut", async ({
  page,
}) => {
  await page.goto(SUPPLIER_SHEET_PATH);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByText(sheet.printHint)).toBeHidden();
  const sections = page.locator("main section[aria-label]");
  await expect(sections).toHaveCount(sheet.sections.length);
  const lefts = new Set<number>();
  for (const section of await sections.all()) {
    lefts.add(Math.round((await section.boundingBox())!.x));
    expect(await section.evaluate((el) => getComputedStyle(el).breakInside)).toBe("avoid");
    for (const value of await section.locator("dd").all())
      expect(await value.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(0, 0, 0)");
  }
  expect(lefts.size).toBe(1);
  // On A4 with the browser's usual margins, the whole sheet takes at most two pages.
  const margin = "10mm";
  const pdf = await page.pdf({ format: "A4", margin: { top: margin, right: margin, bottom: margin, left: margin } });
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)!.length).toBeLessThanOrEqual(2);
});
