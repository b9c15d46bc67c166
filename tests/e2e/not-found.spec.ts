import { home } from "../../src/content/home";
import { notFound } from "../../src/content/not-found";
import { expect, test } from "./fixtures";

// Unknown routes get the Portuguese 404 page with HTTP 404, inside the site frame, with working ways out.
// Its copy, links and noindex are checked on the built file in tests/build.

// A top-level unknown path and one nested under a real page (relative links or assets would break there).
const unknownPaths = ["/alguma-pagina-inexistente", "/fidelidade/xyz"];

for (const path of unknownPaths) {
  test.describe(`unknown route ${path}`, () => {
    test("answers with HTTP 404 and the not-found page", async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-type"]).toContain("text/html");
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
    });

    test("sits in the site frame, styled", async ({ page }) => {
      const failed: string[] = [];
      page.on("response", (response) => {
        const isDocument = response.request().isNavigationRequest();
        if (response.status() >= 400 && !isDocument) failed.push(`${response.status()} ${response.url()}`);
      });
      page.on("requestfailed", (request) => failed.push(`failed ${request.url()}`));
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // Every asset loaded (absolute paths, even one level down), and the stylesheet really applies.
      expect(failed).toEqual([]);
      const h1Weight = await page.getByRole("heading", { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontWeight);
      expect(Number(h1Weight)).toBeGreaterThanOrEqual(700);
    });

    for (const { name, href, h1 } of [
      { name: notFound.homeLabel, href: "/", h1: home.hero.title },
      { name: notFound.contactLabel, href: "/contato", h1: "Contato" },
    ]) {
      test(`the link "${name}" leads to ${href}, which loads`, async ({ page, baseURL }) => {
        await page.goto(path);
        const target = new URL(href, baseURL).href;
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url() === target && r.request().isNavigationRequest()),
          page.getByRole("main").getByRole("link", { name, exact: true }).click(),
        ]);
        expect(response.status()).toBe(200);
        await expect(page).toHaveURL(target);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      });
    }
  });
}
