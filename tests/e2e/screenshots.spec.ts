import { expect, pages, test } from "./fixtures";

// Full-page pictures of every built page at both widths, kept as artefacts (test-results/screenshots,
// ignored by git) for a person to look at. They also prove each page renders with its photos.
for (const { path, name } of pages) {
  test(`screenshot ${path}`, async ({ page }, testInfo) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    for (const img of await page.locator("img").all()) {
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveJSProperty("complete", true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
  });
}

test.describe("when the photo host fails", () => {
  test.use({ photos: "abort" });
  test("screenshot / without photos", async ({ page }, testInfo) => {
    await page.goto("/");
    await page.screenshot({
      path: `test-results/screenshots/${testInfo.project.name}-inicio-sem-fotos.png`,
      fullPage: true,
    });
  });
});
