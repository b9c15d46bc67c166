import { messages } from "../../src/config/site";
import { NOTICE_DURATION_MS } from "../../src/lib/notices";
import type { Page } from "@playwright/test";
import { expect, openedUrl, preparedMessage, stubWhatsApp, test } from "./fixtures";

// The loyalty page's join button and its notice, in a browser. Its copy and links: tests/build.

/** The island of the notice area, which also raises the join link's notice. */
const noticeArea = (page: Page) => page.locator("astro-island:has([role='status'])");

test.describe("loyalty page", { tag: "@engines" }, () => {
  test.beforeEach(async ({ page }) => {
    await stubWhatsApp(page.context());
  });

  test("'Participar do Programa' opens WhatsApp with the joining message and confirms it", async ({ page }) => {
    await page.goto("/fidelidade");
    const join = page.getByRole("link", { name: "Participar do programa" });
    // The notices area loads on this first touch: the click lands while it loads, and its notice still shows.
    await expect(noticeArea(page)).toHaveAttribute("ssr");
    const popupPromise = page.waitForEvent("popup");
    await join.click();
    const popup = await popupPromise;
    expect(preparedMessage(await openedUrl(popup))).toBe(messages.joinLoyalty);

    const notice = page.getByRole("status");
    await expect(notice).toContainText("Abrimos o WhatsApp em uma nova aba");
    await expect(notice).toContainText("Programa de Fidelidade");
    await expect(notice).not.toContainText(/not implemented|next prompt/i);
  });

  test("the notice goes away by itself after about five seconds, or when closed", async ({ page }) => {
    // Time runs ahead instead of being waited for: the clock is in the test's hands from the first load. (Not a
    // reload: Firefox reports the first load's islands' runtime, cut off mid-import, as a console error.)
    await page.clock.install();
    await page.goto("/fidelidade");
    const join = page.getByRole("link", { name: "Participar do programa" });
    await join.click();
    const notice = page.getByRole("status");
    await expect(notice).toContainText("Abrimos o WhatsApp");
    await page.clock.runFor(NOTICE_DURATION_MS - 1500);
    await expect(notice).toContainText("Abrimos o WhatsApp");
    await page.clock.runFor(3000);
    await expect(notice).toBeEmpty();

    await join.click();
    await notice.getByRole("button", { name: "Fechar aviso" }).click();
    await expect(notice).toBeEmpty();
  });
});

test("a reader who touches nothing loads none of the notices' script; the first key loads it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  // Time runs ahead (the islands' runtime loads after the paint, at 3 s at the latest); nobody touches the page.
  await page.clock.install();
  await page.goto("/fidelidade");
  await page.clock.runFor(10_000);
  await expect.poll(() => scripts.length).toBe(1);
  expect(scripts[0]).toMatch(/\/_astro\/island-runtime\.[\w-]+\.js$/);
  await expect(noticeArea(page)).toHaveAttribute("ssr");

  await page.keyboard.press("Tab");
  await expect(noticeArea(page)).not.toHaveAttribute("ssr");
  expect(scripts.length).toBeGreaterThan(1);
});

test.describe("loyalty page without JavaScript", { tag: "@engines" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the join button is still a working WhatsApp link", async ({ page }) => {
    await stubWhatsApp(page.context());
    await page.goto("/fidelidade");
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Participar do programa" }).click();
    expect(preparedMessage(await openedUrl(await popupPromise))).toBe(messages.joinLoyalty);
  });
});
