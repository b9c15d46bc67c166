import type { Page } from "@playwright/test";
import { business } from "../../src/config/business";
import { privacyPolicy } from "../../src/content/legal/privacy";
import { termsOfUse } from "../../src/content/legal/terms";
import type { LegalDocument } from "../../src/content/legal/types";
import { expect, floatingWhatsApp, isMobile, test } from "./fixtures";

// What the legal pages need a browser for: anchors that land below the sticky header, a readable line
// length, no sideways scrolling and print styles. Their texts are checked in src/content/legal and
// tests/build.

const legalPages = [
  {
    path: "/termos",
    doc: termsOfUse(business),
    factsTitle: "Dados da empresa",
    contactTitle: "Dúvidas sobre estes termos?",
  },
  {
    path: "/privacidade",
    doc: privacyPolicy(business),
    factsTitle: "Controlador dos dados",
    contactTitle: "Dúvidas sobre os seus dados?",
  },
];

/** "3. Orçamento e aprovação": the heading as the page numbers it. */
const numbered = (doc: LegalDocument, index: number) => `${index + 1}. ${doc.sections[index]!.title}`;

/** The region of the numbered section with this id (each section is labelled by its heading). */
function sectionRegion(page: Page, doc: LegalDocument, id: string) {
  const index = doc.sections.findIndex((section) => section.id === id);
  if (index < 0) throw new Error(`the document has no section "${id}"`);
  return page.getByRole("main").getByRole("region", { name: numbered(doc, index), exact: true });
}

for (const { path, doc, factsTitle, contactTitle } of legalPages) {
  test.describe(`legal page ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
    });

    test("a table of contents entry scrolls its heading into view, below the sticky header", async ({ page }) => {
      const toc = page.getByRole("navigation", { name: "Nesta página" });
      // A section in the middle (the page can scroll it to the top) and the last one (it may not).
      for (const index of [6, 9]) {
        const section = doc.sections[index]!;
        await toc.getByRole("link").nth(index).click();
        await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
        const heading = page.locator(`h2#${section.id}`);
        // Scrolling is smooth (unless the visitor asks for reduced motion): wait until it has settled, so
        // that a heading merely passing below the header on its way up does not count.
        await expect
          .poll(async () => {
            const before = await page.evaluate(() => window.scrollY);
            await page.waitForTimeout(250);
            return before > 0 && before === (await page.evaluate(() => window.scrollY));
          })
          .toBe(true);
        await expect(heading).toBeInViewport();
        // Measured in the page, all in the same (client) coordinates.
        const { top, headerBottom, hit } = await heading.evaluate((h2) => {
          const box = h2.getBoundingClientRect();
          const header = document.querySelector("body > header")!.getBoundingClientRect();
          // The topmost element just inside the heading's top edge: the heading itself, not the header.
          const x = Math.max(box.left, 0) + 8;
          return {
            top: box.top,
            headerBottom: header.bottom,
            hit: document.elementFromPoint(x, box.top + 4)?.closest("h2")?.id,
          };
        });
        expect(top, "heading top vs. sticky header bottom").toBeGreaterThanOrEqual(headerBottom);
        expect(hit, "element at the heading's top edge").toBe(section.id);
      }
    });

    // A phone is narrower than the measure; the limit matters on wide screens.
    test("keeps a readable measure of about 65–75 characters per line", { tag: "@desktop-only" }, async ({ page }) => {
      // Counts what a reader sees: the browser's own line breaks in the numbered sections' paragraphs.
      // Each character's box (a Range over it) tells on which line it landed; a new line starts where the
      // top jumps down. The last line of a paragraph is partial, so only full lines count. This does not
      // depend on the font (the "ch" unit is the width of a "0", wider than an average letter).
      const lines = await page.locator("article").evaluate((article) => {
        const lengths: number[] = [];
        for (const paragraph of article.querySelectorAll("section[aria-labelledby] > p")) {
          const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          let lineTop: number | null = null;
          let count = 0;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = 0; i < node.textContent!.length; i++) {
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const top = range.getBoundingClientRect().top;
              if (lineTop !== null && top > lineTop + 4) {
                lengths.push(count);
                count = 0;
              }
              lineTop = top;
              count++;
            }
          }
        }
        return lengths;
      });
      expect(lines.length, "full lines measured").toBeGreaterThan(20);
      const average = lines.reduce((sum, length) => sum + length, 0) / lines.length;
      expect(average, `average characters per line (max ${Math.max(...lines)})`).toBeGreaterThanOrEqual(60);
      expect(average, `average characters per line (max ${Math.max(...lines)})`).toBeLessThanOrEqual(80);
    });

    test("fits the screen: the text column and the contact links stay inside the viewport", async ({ page }) => {
      const viewportWidth = page.viewportSize()!.width;
      // A wider layout than the device (an unbreakable line, e.g. the e-mail button) makes a phone zoom out
      // or scroll sideways; the layout viewport then grows past the device width.
      expect(await page.evaluate(() => window.innerWidth), "layout viewport width").toBe(viewportWidth);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "page width").toBeLessThanOrEqual(
        viewportWidth,
      );
      const box = page.getByRole("region", { name: contactTitle, exact: true });
      const boxRight = await box.evaluate((element) => element.getBoundingClientRect().right);
      for (const link of await box.getByRole("link").all()) {
        const right = await link.evaluate((element) => element.getBoundingClientRect().right);
        expect(right, `right edge of "${await link.textContent()}"`).toBeLessThanOrEqual(boxRight);
      }
      const articleRight = await page.locator("article").evaluate((element) => element.getBoundingClientRect().right);
      expect(articleRight).toBeLessThanOrEqual(viewportWidth);
    });

    test("prints the text without the site chrome", async ({ page }) => {
      const banner = page.getByRole("banner");
      const footer = page.getByRole("contentinfo");
      const toc = page.getByRole("navigation", { name: "Nesta página" });
      // Fixed at the bottom: the stopped-machine bar on phones, the floating WhatsApp link on desktops.
      const floating = isMobile(page)
        ? page.getByRole("complementary", { name: "Máquina parada?" })
        : floatingWhatsApp(page);
      // On screen they are all there (the floating link once the page has scrolled).
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      for (const chrome of [banner, footer, toc, floating]) await expect(chrome).toBeVisible();

      await page.emulateMedia({ media: "print" });
      for (const chrome of [banner, footer, toc, floating]) await expect(chrome).toBeHidden();
      await expect(page.locator("#menu-celular")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(`Última atualização: ${doc.updated}`, { exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: factsTitle, exact: true })).toBeVisible();
      for (const [index, section] of doc.sections.entries()) {
        await expect(page.locator(`h2#${section.id}`)).toHaveText(numbered(doc, index));
        await expect(sectionRegion(page, doc, section.id)).toBeVisible();
      }
      // The title band prints dark on white, not white on a dark band that the printer drops.
      const h1Color = await page.getByRole("heading", { level: 1 }).evaluate((h1) => getComputedStyle(h1).color);
      expect(h1Color).toBe("rgb(0, 0, 0)");
    });
  });
}
