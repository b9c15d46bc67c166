import { business } from "../../src/config/business";
import { home } from "../../src/content/home";
import { expect, floatingWhatsApp, isMobile, test } from "./fixtures";

// How the home page behaves in a browser: the floating link and the hero photo's loading. Its copy and
// links are checked in tests/build.

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("nothing fixed sits on the hero buttons on the first screen", { tag: "@engines" }, async ({ page }) => {
    // Desktops: the floating WhatsApp link appears only once the page scrolls. Phones: the stopped-machine
    // bar at the bottom leaves the hero's buttons free.
    const floating = floatingWhatsApp(page);
    await expect(floating).toBeHidden();
    for (const name of [home.hero.quoteLabel, `Ligar ${business.phone.display}`]) {
      const button = page.getByRole("main").getByRole("link", { name }).first();
      const box = (await button.boundingBox())!;
      // The topmost element at the button's right edge is the button itself.
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.textContent ?? null,
        [box.x + box.width - 4, box.y + box.height / 2],
      );
      expect(hit).toContain(name);
    }
    await page.mouse.wheel(0, 1500);
    if (isMobile(page)) await expect(page.getByRole("complementary", { name: "Máquina parada?" })).toBeVisible();
    else await expect(floating).toBeVisible();
  });

  test("the first three screens answer what a buyer decides on, price and payment included", async ({ page }) => {
    const threeScreens = 3 * page.viewportSize()!.height;
    for (const { term } of home.keyFacts) {
      const fact = page.getByRole("main").locator("dt", { hasText: new RegExp(`^${term}$`) });
      const box = (await fact.locator("xpath=..").boundingBox())!;
      expect(box.y + box.height, `"${term}" within three screens`).toBeLessThanOrEqual(threeScreens);
    }
  });

  test("the hero photo is responsive and sized", async ({ page }) => {
    const photo = page.getByRole("img", { name: business.images.hero.alt });
    await expect(photo).toHaveAttribute("width", String(business.images.hero.width));
    await expect(photo).toHaveAttribute("height", String(business.images.hero.height));
    const srcset = (await photo.getAttribute("srcset")) ?? "";
    expect(srcset.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(["480w", "800w", "1200w", "1600w"]);
    // The preload in the head must describe the same image, or the browser would fetch it twice.
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute("imagesrcset", srcset);
    await expect(preload).toHaveAttribute("imagesizes", (await photo.getAttribute("sizes"))!);
  });
});

test.describe("home page photo priority", () => {
  test("fetched early and high where it is in the first screen (desktop), lazily and low on phones", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const heroRequests: string[] = [];
    const hero = business.images.hero.src;
    cdp.on("Network.requestWillBeSent", (event) => {
      if (event.request.url.startsWith(hero)) heroRequests.push(event.request.initialPriority);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    if (isMobile(page)) {
      // Below the facts on a phone: lazy (fetched, if at all, at low priority once near the viewport).
      expect(heroRequests.length).toBeLessThanOrEqual(1);
      for (const priority of heroRequests) expect(priority).toMatch(/Low/);
    } else {
      expect(heroRequests).toHaveLength(1);
      expect(heroRequests[0]).toMatch(/High/);
    }
  });
});

test.describe("home page without JavaScript", { tag: "@engines" }, () => {
  test.use({ javaScriptEnabled: false });

  test("shows all its content", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByRole("heading", { name: home.services.title })).toBeVisible();
    await expect(page.getByRole("link", { name: home.hero.quoteLabel })).toBeVisible();
    await expect(page.getByText("Todos os direitos reservados.")).toBeVisible();
  });
});
