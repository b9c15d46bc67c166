import { business } from "../../src/config/business";
import { stoppedMachine } from "../../src/content/stopped-machine";
import { URGENT_MESSAGE } from "../../src/lib/contact-message";
import { expect, isMobile, preparedMessage, stubWhatsApp, test } from "./fixtures";

// The stopped-machine lane, with JavaScript and without: one tap on a phone to an urgent WhatsApp message
// (the opened URL is read back) or a call, and the way to the hours; on a desktop, the footer block.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`stopped-machine lane, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("opens an urgent WhatsApp message and calls in one tap; leads to the hours", async ({ page }) => {
      await stubWhatsApp(page.context());
      await page.goto("/termos");
      const bar = page.getByRole("complementary", { name: stoppedMachine.title });
      const lane = isMobile(page) ? bar : page.locator("#maquina-parada");
      if (isMobile(page)) await expect(bar).toBeInViewport();
      else await expect(bar).toBeHidden();
      await expect(lane.getByRole("link", { name: /Ligar/ })).toHaveAttribute("href", `tel:${business.phone.e164}`);
      const popup = page.waitForEvent("popup");
      await lane.getByRole("link", { name: /WhatsApp/ }).click();
      expect(preparedMessage((await popup).url())).toBe(URGENT_MESSAGE);
      if (isMobile(page)) {
        await bar.getByRole("link", { name: "Horários" }).click();
        await expect(page.locator("#maquina-parada")).toBeInViewport();
        await expect(page.locator("#maquina-parada")).toContainText(stoppedMachine.afterHours);
      }
    });
  });
}
