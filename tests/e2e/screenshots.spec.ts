import { expect, pages, test } from "./fixtures";

// Full-page pictures of every built page, kept as artefacts (test-results/screenshots, ignored by git) for a
// person to look at, at 320, 390, 768, 1024 (Chromium only) and 1440 px: Chromium (the desktop project) and
// Firefox here, WebKit in tests/webkit. Taken by `npm run screenshots`, not by `npm test`: that every page
// renders with its photos and no console error is checked by the frame tests (frame.spec.ts) in each engine.
const widths = [320, 390, 768, 1024, 1440];

for (const { path, name } of pages) {
  test(`screenshot ${path}`, { tag: "@engines" }, async ({ page }, testInfo) => {
    for (const width of widths) {
      if (width === 1024 && testInfo.project.name === "firefox") continue;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      for (const img of await page.locator("img").all()) {
        // Images hidden at this width (the desktop QR code on a phone) are lazy and never load: as intended.
        if (!(await img.isVisible())) continue;
        await img.scrollIntoViewIfNeeded();
        await expect(img).toHaveJSProperty("complete", true);
      }
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const file = `${testInfo.project.name}-${width}-${name}.png`;
      await page.screenshot({ path: `test-results/screenshots/${file}`, fullPage: true });
    }
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
