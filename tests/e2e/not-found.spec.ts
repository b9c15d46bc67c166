import { business } from "../../src/config/business";
import { digitsOf } from "../../src/lib/links";
import { mainNav, messages } from "../../src/config/site";
import { expect, test, expectNoJavaScript, whatsappText } from "./fixtures";

// Unknown routes (PRODUCT.md, "Where we go beyond", 3): a Portuguese 404 page, served with HTTP 404, kept
// out of search engines, inside the site frame, with a way home and to the contact page.

// A top-level unknown path and one nested under a real page (relative links or assets would break there).
const unknownPaths = ["/alguma-pagina-inexistente", "/fidelidade/xyz"];

for (const path of unknownPaths) {
  test.describe(`unknown route ${path}`, () => {
    test("answers with HTTP 404 and the Portuguese not-found page", async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-type"]).toContain("text/html");
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
      await expect(page).toHaveTitle(`Página não encontrada | ${business.brandName}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
      await expect(page.getByRole("main").getByText("Erro 404", { exact: true })).toBeVisible();
    });

    test("is kept out of search engines", async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // A page that is not indexed names no canonical URL.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
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
      const banner = page.getByRole("banner");
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(business.legalName);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(business.legalName);
      // Every asset loaded (absolute paths, even one level down), and the stylesheet really applies.
      expect(failed).toEqual([]);
      const h1Weight = await page.getByRole("heading", { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontWeight);
      expect(Number(h1Weight)).toBeGreaterThanOrEqual(700);
    });

    for (const { name, href, h1 } of [
      { name: "Ir para a página inicial", href: "/", h1: new RegExp(business.address.city) },
      { name: "Falar com a gente", href: "/contato", h1: /./ },
    ]) {
      test(`the link "${name}" leads to ${href}, which loads`, async ({ page, baseURL }) => {
        await page.goto(path);
        const link = page.getByRole("main").getByRole("link", { name, exact: true });
        await expect(link).toHaveAttribute("href", href);
        const target = new URL(href, baseURL).href;
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url() === target && r.request().isNavigationRequest()),
          link.click(),
        ]);
        expect(response.status()).toBe(200);
        await expect(page).toHaveURL(target);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
        await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Página não encontrada");
      });
    }

    test("offers a WhatsApp quote in a new tab", async ({ page }) => {
      await page.goto(path);
      const whatsapp = page.getByRole("main").getByRole("link", { name: "Pedir orçamento pelo WhatsApp" });
      await expect(whatsapp).toHaveAttribute("target", "_blank");
      await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
      const href = (await whatsapp.getAttribute("href"))!;
      expect(href).toContain(`https://wa.me/${digitsOf(business.whatsapp)}?text=`);
      expect(whatsappText(href)).toBe(messages.quote);
    });

    test("marks no navigation item as current", async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('nav[aria-label="Principal"] a')).toHaveText(mainNav.map((item) => item.label));
      await expect(page.locator("#menu-celular li a")).toHaveText(mainNav.map((item) => item.label));
      await expect(page.locator("[aria-current]")).toHaveCount(0);
    });

    test("loads no JavaScript", async ({ page }) => {
      await expectNoJavaScript(page, path);
    });
  });
}
