import jsQR from "jsqr";
import { PNG } from "pngjs";
import { business } from "../../src/config/business";
import { machinePage } from "../../src/content/machine-label";
import { LABEL_PAPERS, labelCodes, labelPath, labelPosition } from "../../src/lib/machine-labels";
import { expect, preparedMessage, stubWhatsApp, test } from "./fixtures";

// The machines' QR stickers (the owner's kit): each paper's sheet prints every label where the paper has it,
// each QR code reads back as its machine's page, and that page opens WhatsApp with the machine's code.
const labels = business.machineLabels;
const codes = labels ? labelCodes(labels.prefix, labels.print.from, labels.print.through) : [];
/** Millimetres in a CSS pixel (96 to the inch), as Chromium prints. */
const MM = 25.4 / 96;

test.describe("machine labels", () => {
  test.skip(!labels, "the facts file has no machineLabels");

  for (const paper of LABEL_PAPERS) {
    // Printing to PDF is Chromium's own; one engine is enough.
    test(
      `the ${paper.id} sheet prints each label where the paper has it, in pages of its size`,
      { tag: "@desktop-only" },
      async ({ page }) => {
        await page.goto(`/kit-do-dono/etiquetas/${paper.id}`);
        await page.emulateMedia({ media: "print" });
        // Each label is its QR code's box, the code's image followed by its text.
        const boxes = await page.getByRole("img", { name: new RegExp(`^${labels!.prefix}-`) }).evaluateAll((codes) =>
          codes.map((code) => {
            const element = code.parentElement!;
            const box = element.getBoundingClientRect();
            const text = code.nextElementSibling!;
            return {
              left: box.left + window.scrollX,
              top: box.top + window.scrollY,
              width: box.width,
              height: box.height,
              clipped: text.scrollWidth > text.clientWidth || element.scrollHeight > element.clientHeight,
            };
          }),
        );
        expect(boxes).toHaveLength(codes.length);
        boxes.forEach((box, i) => {
          const at = labelPosition(paper, i);
          expect(Math.abs(box.left * MM - at.left), `label ${i + 1}, left`).toBeLessThan(0.3);
          expect(Math.abs(box.top * MM - at.sheet * paper.page.height - at.top), `label ${i + 1}, top`).toBeLessThan(
            0.3,
          );
          expect(Math.abs(box.width * MM - paper.label.width), `label ${i + 1}, width`).toBeLessThan(0.3);
          expect(Math.abs(box.height * MM - paper.label.height), `label ${i + 1}, height`).toBeLessThan(0.3);
          expect(box.clipped, `label ${i + 1}: its text fits`).toBe(false);
        });

        // Printed to PDF by Chromium: one page of the paper's size per full or partial sheet.
        const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
        const sheets = Math.ceil(codes.length / (paper.columns * paper.rows));
        expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(sheets);
        const [, width, height] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf)!;
        expect(Math.abs((Number(width) * 25.4) / 72 - paper.page.width)).toBeLessThan(0.5);
        expect(Math.abs((Number(height) * 25.4) / 72 - paper.page.height)).toBeLessThan(0.5);
      },
    );
  }

  // One engine is enough.
  test(
    "each QR code reads back as its machine's page, never the phone number",
    { tag: "@desktop-only" },
    async ({ browser }) => {
      // Three device pixels to a CSS pixel: the printed modules' size, as a phone camera sees them.
      const context = await browser.newContext({ deviceScaleFactor: 3 });
      const page = await context.newPage();
      await page.goto(`/kit-do-dono/etiquetas/${LABEL_PAPERS[0]!.id}`);
      for (const code of [codes[0]!, codes.at(-1)!]) {
        const png = PNG.sync.read(await page.getByRole("img", { name: code, exact: true }).screenshot());
        const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
        expect(read).toBe(new URL(labelPath(code), business.siteUrl).href);
      }
      await context.close();
    },
  );

  test("a label's page opens WhatsApp with the machine's code, and calls the business", async ({ page }) => {
    const code = codes[0]!;
    await stubWhatsApp(page.context());
    await page.goto(labelPath(code));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(machinePage(code).title);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /^Ligar/ })).toHaveAttribute("href", `tel:${business.phone.e164}`);
    const popup = page.waitForEvent("popup");
    await main.getByRole("link", { name: machinePage(code).whatsappLabel }).click();
    expect(preparedMessage((await popup).url())).toBe(machinePage(code).message);
  });
});
