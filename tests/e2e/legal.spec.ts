import type { Page } from "@playwright/test";
import { business } from "../../src/config/business";
import { fullAddress, mainNav } from "../../src/config/site";
import { dataController, dataSubjectRights, privacyPolicy } from "../../src/content/legal/privacy";
import { termsOfUse } from "../../src/content/legal/terms";
import type { LegalDocument } from "../../src/content/legal/types";
import { expect, isMobile, test, expectNoJavaScript } from "./fixtures";

// The two legal pages (issue 4): dates, the facts block, ten numbered sections with anchors, the table
// of contents, the contact box, a readable measure and print styles. Every fact and every text comes
// from src/config and src/content/legal; nothing is retyped here except the labels the page itself sets.

interface LegalPageCase {
  path: string;
  doc: LegalDocument;
  factsTitle: string;
  facts: { label: string; value: string }[];
  contactTitle: string;
}

const legalPages: LegalPageCase[] = [
  {
    path: "/termos",
    doc: termsOfUse(business),
    factsTitle: "Dados da empresa",
    facts: [
      { label: "Razão social", value: business.legalName },
      { label: "CNPJ", value: business.cnpj },
      { label: "Atividade", value: business.activity },
      { label: "Endereço", value: fullAddress },
      { label: "Telefone", value: business.phone.display },
      { label: "E-mail", value: business.email },
    ],
    contactTitle: "Dúvidas sobre estes termos?",
  },
  {
    path: "/privacidade",
    doc: privacyPolicy(business),
    factsTitle: "Controlador dos dados",
    facts: dataController(business),
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

for (const { path, doc, factsTitle, facts, contactTitle } of legalPages) {
  test.describe(`legal page ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
    });

    test("has its title, h1 and the date of the last update", async ({ page }) => {
      await expect(page).toHaveTitle(`${doc.title} | ${business.brandName}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.title);
      // SPEC §9: both texts were last updated in December 2024 (typed on purpose: it is the product rule).
      await expect(
        page.getByRole("main").getByText("Última atualização: dezembro de 2024", { exact: true }),
      ).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", doc.description);
    });

    test(`shows the "${factsTitle}" block with every fact`, async ({ page }) => {
      const block = page.getByRole("region", { name: factsTitle, exact: true });
      await expect(block).toBeVisible();
      await expect(block.locator("dt")).toHaveText(facts.map((row) => row.label));
      await expect(block.locator("dd")).toHaveText(facts.map((row) => row.value));
      // The key facts, spelled out against the facts file.
      for (const value of [business.legalName, business.cnpj, fullAddress, business.email, business.phone.display]) {
        await expect(block.getByText(value, { exact: true })).toBeVisible();
      }
    });

    test("has exactly ten numbered sections, in the document's order, between the facts and the contact box", async ({
      page,
    }) => {
      const expected = doc.sections.map((_, index) => numbered(doc, index));
      expect(expected).toHaveLength(10);
      // Every h2 of the article, in order: the facts block, the ten clauses "1." … "10.", the contact box.
      await expect(page.locator("article h2")).toHaveText([factsTitle, ...expected, contactTitle]);
      const numberedHeadings = page
        .getByRole("main")
        .getByRole("heading", { level: 2 })
        .filter({ hasText: /^\d+\. / });
      await expect(numberedHeadings).toHaveCount(10);
      const numbers = await numberedHeadings.evaluateAll((headings) =>
        headings.map((h) => Number(h.textContent!.split(".")[0])),
      );
      expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    test("each section has its text and a heading with an anchor that links to itself", async ({ page }) => {
      for (const [index, section] of doc.sections.entries()) {
        const heading = page.locator(`h2#${section.id}`);
        await expect(heading, `heading of ${section.id}`).toHaveText(numbered(doc, index));
        await expect(heading.getByRole("link")).toHaveAttribute("href", `#${section.id}`);
        const region = sectionRegion(page, doc, section.id);
        for (const paragraph of [...section.paragraphs, ...(section.after ?? [])]) {
          await expect(region.getByText(paragraph, { exact: true }), `a paragraph of ${section.id}`).toBeVisible();
        }
        if (section.list) await expect(region.getByRole("listitem")).toHaveText(section.list);
      }
    });

    test("the table of contents links to each of the ten sections", async ({ page }) => {
      const toc = page.getByRole("navigation", { name: "Nesta página" });
      await expect(toc).toBeVisible();
      const tocLinks = toc.getByRole("link");
      await expect(tocLinks).toHaveCount(10);
      const hrefs = await tocLinks.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(doc.sections.map((section) => `#${section.id}`));
      for (const [index, section] of doc.sections.entries()) {
        await expect(tocLinks.nth(index)).toContainText(section.title);
        await expect(tocLinks.nth(index)).toContainText(`${index + 1}.`);
        // Each target exists exactly once and is the section's heading.
        await expect(page.locator(`[id="${section.id}"]`)).toHaveCount(1);
        await expect(page.locator(`[id="${section.id}"]`)).toHaveText(numbered(doc, index));
      }
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

    test("the contact box links to the phone and the e-mail", async ({ page }) => {
      const box = page.getByRole("region", { name: contactTitle, exact: true });
      await expect(box).toBeVisible();
      await expect(box.getByRole("link")).toHaveCount(2);
      await expect(box.getByRole("link", { name: business.phone.display })).toHaveAttribute(
        "href",
        `tel:${business.phone.e164}`,
      );
      await expect(box.getByRole("link", { name: business.email })).toHaveAttribute("href", `mailto:${business.email}`);
      expect(business.phone.e164).toMatch(/^\+55\d{10,11}$/);
    });

    test("keeps a readable measure of about 65–75 characters per line", async ({ page }) => {
      test.skip(isMobile(page), "a phone is narrower than the measure; the limit matters on wide screens");
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
      const floating = page.getByRole("link", { name: "Conversar no WhatsApp (abre em nova aba)" });
      // On screen they are all there (the floating link once the page has scrolled).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      for (const chrome of [banner, footer, toc, floating]) await expect(chrome).toBeVisible();

      await page.emulateMedia({ media: "print" });
      for (const chrome of [banner, footer, toc, floating]) await expect(chrome).toBeHidden();
      await expect(page.locator("#menu-celular")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Última atualização: dezembro de 2024", { exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: factsTitle, exact: true })).toBeVisible();
      for (const [index, section] of doc.sections.entries()) {
        await expect(page.locator(`h2#${section.id}`)).toHaveText(numbered(doc, index));
        await expect(sectionRegion(page, doc, section.id)).toBeVisible();
      }
      // The title band prints dark on white, not white on a dark band that the printer drops.
      const h1Color = await page.getByRole("heading", { level: 1 }).evaluate((h1) => getComputedStyle(h1).color);
      expect(h1Color).toBe("rgb(0, 0, 0)");
    });

    test("is not marked as current in the main navigation", async ({ page }) => {
      // The navigation is there, with its three items (so the absence below means something) ...
      await expect(page.locator('nav[aria-label="Principal"] a')).toHaveText(mainNav.map((item) => item.label));
      await expect(page.locator("#menu-celular li a")).toHaveText(mainNav.map((item) => item.label));
      // ... and nothing in the page claims to be the current one.
      await expect(page.locator("[aria-current]")).toHaveCount(0);
    });
  });
}

test.describe("terms of use", () => {
  const terms = termsOfUse(business);

  test.beforeEach(async ({ page }) => {
    await page.goto("/termos");
  });

  test("the company block shows the CNPJ, the activity and the full address", async ({ page }) => {
    const block = page.getByRole("region", { name: "Dados da empresa", exact: true });
    const valueOf = (label: string) =>
      block.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
    await expect(valueOf("Razão social")).toHaveText(business.legalName);
    await expect(valueOf("CNPJ")).toHaveText(business.cnpj);
    await expect(valueOf("Atividade")).toHaveText(business.activity);
    await expect(valueOf("Endereço")).toHaveText(fullAddress);
    expect(fullAddress).toContain(business.address.city);
    expect(fullAddress).toContain(business.address.postalCode);
  });

  test("the clauses carry the limits of SPEC §9", async ({ page }) => {
    await expect(sectionRegion(page, terms, "cancelamento")).toContainText("pelo menos 24 horas de antecedência");
    await expect(sectionRegion(page, terms, "cancelamento")).toContainText("menos de 24 horas de antecedência");
    await expect(sectionRegion(page, terms, "limitacao-de-responsabilidade")).toContainText(
      "limitada ao valor desse serviço",
    );
    await expect(sectionRegion(page, terms, "foro")).toContainText(
      `foro da Comarca de ${business.address.city}/${business.address.state}`,
    );
    // Clause 8 is the cancellation, clause 10 the court district.
    await expect(page.locator("h2#cancelamento")).toHaveText(/^8\. /);
    await expect(page.locator("h2#foro")).toHaveText(/^10\. /);
  });

  test("the intro names the business by legal name and CNPJ", async ({ page }) => {
    const intro = page.locator("article > p").first();
    await expect(intro).toContainText(business.legalName);
    await expect(intro).toContainText(`CNPJ sob o nº ${business.cnpj}`);
  });
});

test.describe("privacy policy", () => {
  const policy = privacyPolicy(business);

  test.beforeEach(async ({ page }) => {
    await page.goto("/privacidade");
  });

  test("states the commitment to the LGPD before the controller block", async ({ page }) => {
    const notice = page.getByRole("main").locator("p", { hasText: "Compromisso com a LGPD." });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Lei nº 13.709/2018");
    await expect(notice).toContainText("não usa cookies");
    const noticeComesFirst = await notice.evaluate((p) => {
      const block = document.querySelector('section[aria-labelledby="bloco-dados"]')!;
      return Boolean(p.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(noticeComesFirst).toBe(true);
  });

  test("the ten sections come in the order SPEC §2 lists them", async ({ page }) => {
    // SPEC: data collected, use, sharing, security, retention, rights, cookies, international transfer,
    // minors under 18, policy changes.
    const topics = [
      /dados que coletamos/i,
      /usamos/i,
      /compartilhamento/i,
      /segurança/i,
      /retenção/i,
      /direitos/i,
      /cookies/i,
      /transferência internacional/i,
      /18 anos/i,
      /alterações/i,
    ];
    const headings = page.locator("article section[aria-labelledby] > h2").filter({ hasText: /^\d+\. / });
    await expect(headings).toHaveText(policy.sections.map((_, index) => numbered(policy, index)));
    const texts = await headings.allTextContents();
    expect(texts).toHaveLength(topics.length);
    texts.forEach((text, index) => expect(text, `section ${index + 1}`).toMatch(topics[index]!));
  });

  test("lists exactly the eight rights of the data subject", async ({ page }) => {
    const rights = sectionRegion(page, policy, "direitos-do-titular");
    const items = rights.getByRole("listitem");
    await expect(items).toHaveCount(8);
    await expect(items).toHaveText([...dataSubjectRights]);
    await expect(rights).toContainText(business.email);
    await expect(rights).toContainText(business.phone.display);
  });

  test("the controller block shows the controller's facts", async ({ page }) => {
    const block = page.getByRole("region", { name: "Controlador dos dados", exact: true });
    await expect(block.locator("dt")).toHaveText(["Controlador", "CNPJ", "Endereço", "E-mail", "Telefone"]);
    await expect(block.locator("dd")).toHaveText([
      business.legalName,
      business.cnpj,
      fullAddress,
      business.email,
      business.phone.display,
    ]);
  });
});

test.describe("legal pages load no JavaScript", () => {
  for (const { path } of legalPages) {
    test(`${path} requests no script and has no inline script`, async ({ page }) => {
      await expectNoJavaScript(page, path);
    });
  }
});
