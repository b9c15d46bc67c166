import jsQR from "jsqr";
import { PNG } from "pngjs";
import { links } from "../../src/config/site";
import { expect, isMobile, test } from "./fixtures";

// On a desktop, next to the WhatsApp buttons, a QR code of the quote chat: read back from the rendered
// page (a screenshot decoded with jsQR), it must be the quote chat's link, naming the QR code as where the
// message came from. Phones never see it.
for (const path of ["/", "/contato"]) {
  test(`${path}: the WhatsApp QR code is the quote chat link, on desktops only`, async ({ page }) => {
    await page.goto(path);
    const qr = page.getByRole("img", { name: "Código QR da conversa no WhatsApp" });
    if (isMobile(page)) {
      await expect(qr).toBeHidden();
      return;
    }
    await expect(qr).toBeVisible();
    // A lazy image, decoded off the main thread: visible is not yet painted (a screenshot then read nothing, once).
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await qr.evaluate((img: HTMLImageElement) => img.decode());
    const png = PNG.sync.read(await qr.screenshot());
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(links.whatsappQr);
    await expect(qr.locator("xpath=..")).toContainText("Aponte a câmera do celular");
  });
}
