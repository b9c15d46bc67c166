import { business } from "../../src/config/business";
import { digitsOf } from "../../src/lib/links";
import { copyrightYear, fullAddress, mainNav, messages } from "../../src/config/site";
import { expandedStateOf, expect, isMobile, pages, test, expectNoJavaScript, whatsappText } from "./fixtures";

// The frame shared by every page: header, navigation, mobile menu, footer, floating WhatsApp link.

const waNumber = digitsOf(business.whatsapp);

for (const { path } of pages) {
  test.describe(`frame on ${path}`, () => {
    test("has landmarks, a working skip link and one h1", async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("contentinfo")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveCount(1);

      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
    });

    test("headings never skip a level", async ({ page }) => {
      await page.goto(path);
      const levels = await page
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      levels.forEach((level, i) => i > 0 && expect(level, `heading ${i}`).toBeLessThanOrEqual(levels[i - 1]! + 1));
    });

    test("top strip names the business and links to phone and WhatsApp", async ({ page }) => {
      await page.goto(path);
      const banner = page.getByRole("banner");
      await expect(banner).toContainText(business.legalName);
      await expect(banner).toContainText(`CNPJ ${business.cnpj}`);
      await expect(banner.getByRole("link", { name: business.phone.display })).toHaveAttribute(
        "href",
        `tel:${business.phone.e164}`,
      );
      const whatsapp = banner.getByRole("link", { name: "WhatsApp", exact: true });
      await expect(whatsapp).toHaveAttribute("target", "_blank");
      expect(whatsappText(await whatsapp.getAttribute("href"))).toBe(messages.quote);
      expect(await whatsapp.getAttribute("href")).toContain(`https://wa.me/${waNumber}?text=`);
    });

    test("the logo leads home", async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("link", { name: `${business.brandName} página inicial` }).first()).toHaveAttribute(
        "href",
        "/",
      );
    });

    test("footer has the three columns, contact links and copyright", async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(business.legalName);
      await expect(footer).toContainText(`CNPJ ${business.cnpj}`);
      await expect(footer.getByRole("heading")).toHaveText(["Contato", "Links rápidos"]);
      await expect(footer.getByRole("link", { name: business.phone.display })).toHaveAttribute(
        "href",
        `tel:${business.phone.e164}`,
      );
      await expect(footer.getByRole("link", { name: business.email })).toHaveAttribute(
        "href",
        `mailto:${business.email}`,
      );
      const maps = footer.getByRole("link", { name: fullAddress });
      await expect(maps).toHaveAttribute("target", "_blank");
      const mapsUrl = new URL((await maps.getAttribute("href"))!);
      expect(mapsUrl.hostname).toBe("www.google.com");
      expect(mapsUrl.searchParams.get("query")).toBe(fullAddress);
      for (const [name, href] of [
        ["Programa de Fidelidade", "/fidelidade"],
        ["Termos de Uso", "/termos"],
        ["Política de Privacidade", "/privacidade"],
      ] as const) {
        await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      expect(whatsappText(await footer.getByRole("link", { name: "WhatsApp", exact: true }).getAttribute("href"))).toBe(
        messages.quote,
      );
      await expect(footer).toContainText(`© ${copyrightYear} ${business.legalName}. Todos os direitos reservados.`);
    });

    test("every link that opens a new tab is isolated from the page", async ({ page }) => {
      await page.goto(path);
      const newTabLinks = page.locator('a[target="_blank"]');
      expect(await newTabLinks.count()).toBeGreaterThan(0);
      for (const link of await newTabLinks.all()) {
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    });

    test("the floating WhatsApp link never covers the footer links", async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const floating = page.getByRole("link", { name: "Conversar no WhatsApp (abre em nova aba)" });
      await expect(floating).toBeVisible();
      expect(whatsappText(await floating.getAttribute("href"))).toBe(messages.quote);
      const button = (await floating.boundingBox())!;
      for (const link of await page.getByRole("contentinfo").getByRole("link").all()) {
        const box = (await link.boundingBox())!;
        const overlaps =
          box.x < button.x + button.width &&
          button.x < box.x + box.width &&
          box.y < button.y + button.height &&
          button.y < box.y + box.height;
        expect(overlaps, `floating button over "${await link.textContent()}"`).toBe(false);
      }
      await expect(page.getByText("Todos os direitos reservados.")).toBeVisible();
    });

    test("nothing scrolls sideways", async ({ page }) => {
      await page.goto(path);
      // With mobile emulation an overflowing page widens the layout viewport instead of scrolling, so
      // check both that the viewport kept the device width and that nothing is wider than it.
      const { innerWidth, scrollWidth } = await page.evaluate(() => ({
        innerWidth: window.innerWidth,
        scrollWidth: document.documentElement.scrollWidth,
      }));
      expect(innerWidth).toBe(page.viewportSize()!.width);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  });
}

test.describe("navigation", () => {
  test("marks the current page, and only it", async ({ page }) => {
    for (const item of mainNav) {
      await page.goto(item.href);
      const nav = isMobile(page) ? page.locator("#menu-celular") : page.getByRole("navigation", { name: "Principal" });
      if (isMobile(page)) await page.getByRole("button", { name: "Menu", exact: true }).click();
      await expect(nav.getByRole("listitem")).toHaveText(mainNav.map((i) => i.label));
      await expect(nav.locator('[aria-current="page"]')).toHaveText([item.label]);
      await expect(nav.getByRole("link", { name: item.label })).toHaveAttribute("href", item.href);
    }
  });

  test("desktop shows the bar, phones show the menu button", async ({ page }) => {
    await page.goto("/");
    const desktopNav = page.getByRole("navigation", { name: "Principal" });
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    if (isMobile(page)) {
      await expect(desktopNav).toBeHidden();
      await expect(menuButton).toBeVisible();
    } else {
      await expect(desktopNav).toBeVisible();
      await expect(menuButton).toBeHidden();
    }
  });

  test("the header stays on screen while scrolling", async ({ page }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole("link", { name: `${business.brandName} página inicial` }).first()).toBeInViewport();
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(({ page }) => test.skip(!isMobile(page), "the menu button exists only on narrow screens"));

  test("opens and closes with the button, reporting its state to assistive technology", async ({ page }) => {
    await page.goto("/");
    const menu = page.locator("#menu-celular");
    await expect(menu).toBeHidden();
    expect(await expandedStateOf(page, "Menu")).toBe(false);

    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("listitem")).toHaveText(mainNav.map((item) => item.label));
    expect(await expandedStateOf(page, "Menu")).toBe(true);

    await menu.getByRole("button", { name: "Fechar menu" }).click();
    await expect(menu).toBeHidden();
    expect(await expandedStateOf(page, "Menu")).toBe(false);
  });

  test("closes on Escape", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.locator("#menu-celular")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#menu-celular")).toBeHidden();
  });

  test("closes when an item is chosen, landing on that page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.locator("#menu-celular").getByRole("link", { name: "Contato" }).click();
    await expect(page).toHaveURL(/\/contato$/);
    await expect(page.locator("#menu-celular")).toBeHidden();
    await expect(page.locator("#menu-celular").locator('[aria-current="page"]')).toHaveText("Contato");
  });

  test.describe("with JavaScript disabled", () => {
    test.use({ javaScriptEnabled: false });
    test("still opens, lists the pages and closes", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      const menu = page.locator("#menu-celular");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await menu.getByRole("link", { name: "Programa de Fidelidade" }).click();
      await expect(page).toHaveURL(/\/fidelidade$/);
      await expect(page.locator("h1")).toBeVisible();
    });
  });
});

test.describe("pages with nothing interactive", () => {
  for (const path of ["/"]) {
    test(`${path} loads no JavaScript at all`, async ({ page }) => {
      await expectNoJavaScript(page, path);
    });
  }
});
