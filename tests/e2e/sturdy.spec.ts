import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sirv from "sirv";
import { byTag, isElement, parseHtml } from "../../integrations/html";
import { DIST, fileFor } from "../../scripts/site.ts";
import { WHOLE } from "../../src/lib/breaks";
import { PNG } from "pngjs";
import type { Locator, Page } from "@playwright/test";
import { business } from "../../src/config/business";
import { contact } from "../../src/content/contact";
import { testCoverage } from "../../src/lib/test-coverage";
import { expect, pages, test, withoutMetaCsp } from "./fixtures";

// Sturdy on every screen: no sideways scrolling from 320 px to 1440 px and at 360 px with Android's
// larger text (root font at 130 %), no number or e-mail broken in the wrong place, no icon squeezed out of
// square or off its heading's first line, no button's content spilling out of it, a menu that keeps the first
// screen where popovers are missing, and failed photos that look intended. Widths are set per test, so this
// runs once: in the desktop project (playwright.config.ts).
// The system font here is DejaVu Sans (Linux; wider than most). Android's Roboto (Debian's
// fonts-roboto-unhinted) is forced on the body for the narrowest cases.
// The screens are the accessibility statement's too (src/lib/test-coverage.ts). Last, at the narrowest and the
// desktop widths it names, WCAG 1.4.12's text spacing: no text cut off, no sideways scrolling.
const screens: { width: number; text: number; font?: string }[] = [
  ...testCoverage.screens,
  { width: 320, text: 1, font: "Roboto" },
  { width: 360, text: 1.3, font: "Roboto" },
];

/**
 * Numbers, CNPJ and CEP broken across lines, and e-mail addresses broken anywhere but their <wbr> (after
 * "@", before the domain's ending). With large text (`emails: false`) a piece of an address may be wider than its whole box,
 * and breaking inside it is the intended last resort (wrap-anywhere): only numbers are checked then.
 */
async function badBreaks(page: Page, { emails }: { emails: boolean }) {
  return page.evaluate(
    ([emails, wholeSource]) => {
      const problems: string[] = [];
      const lines = (node: Text, start: number, end: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        return new Set(rects.map((r) => Math.round(r.top))).size;
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const whole = new RegExp(wholeSource, "g");
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const parent = node.parentElement!;
        // Only what is seen: not hidden, not visually hidden (sr-only: a 1 px clipped box) at this width.
        const hidden = (el: Element) =>
          getComputedStyle(el).position === "absolute" && el.getBoundingClientRect().width <= 1;
        if (!parent.checkVisibility() || parent.closest("script, style") || hidden(parent)) continue;
        const text = node.textContent!;
        // A phone number, a CNPJ, a CEP or a sticker code on one line (src/lib/breaks.ts).
        for (const m of text.matchAll(whole)) {
          if (lines(node, m.index, m.index + m[0].length) > 1) problems.push(`broken number "${m[0]}"`);
        }
        // No token with a digit broken inside; no piece of an e-mail address (between its <wbr>) either.
        for (const m of text.matchAll(/\S*\d\S*/g)) {
          if (lines(node, m.index, m.index + m[0].length) > 1) problems.push(`broken inside "${m[0]}"`);
        }
        // Breakable writes every e-mail address in a span of its own, its pieces split by <wbr>.
        if (emails && parent.closest("span:has(> wbr)") && text.trim() && lines(node, 0, text.length) > 1) {
          problems.push(`e-mail broken inside "${text}"`);
        }
      }
      return problems;
    },
    [emails, WHOLE.source] as const,
  );
}

/**
 * Square icons drawn out of square (a flex item beside wrapping text, squeezed by its row), and a heading's icon
 * that leaves its first line when the heading wraps (centred on the whole block instead).
 */
async function iconProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const svg of document.querySelectorAll("svg")) {
      const viewBox = svg.viewBox.baseVal;
      if (svg.parentElement!.closest("svg") || !svg.checkVisibility() || !viewBox?.width) continue;
      if (viewBox.width !== viewBox.height) continue;
      const box = svg.getBoundingClientRect();
      const label = `icon by "${svg.parentElement!.textContent!.trim().slice(0, 40)}"`;
      if (Math.abs(box.width - box.height) > 0.5) {
        problems.push(`${Math.round(box.width)}×${Math.round(box.height)} px ${label}`);
      }
      const heading = svg.parentElement!.closest("h1, h2, h3, h4, dt");
      const text = heading && [...heading.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
      if (!text?.textContent!.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const first = [...range.getClientRects()].find((r) => r.width > 0);
      const middle = box.top + box.height / 2;
      if (first && (middle < first.top || middle > first.bottom)) problems.push(`${label} off its first line`);
    }
    return problems;
  });
}

/**
 * Links and buttons drawn as boxes (flex, with a background or a border) whose text spills out of the box, as
 * larger text can make it. A link drawn as text alone (the logo) has no edge to spill over.
 */
async function spilledControls(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    // Visually hidden on purpose (sr-only: a 1 px clipped box): not drawn, so it cannot spill.
    const drawn = (el: Element) =>
      el.checkVisibility() && !(getComputedStyle(el).position === "absolute" && el.getBoundingClientRect().width <= 1);
    for (const control of document.querySelectorAll<HTMLElement>("a, button")) {
      const style = getComputedStyle(control);
      const edged = style.backgroundColor !== "rgba(0, 0, 0, 0)" || parseFloat(style.borderLeftWidth) > 0;
      if (!drawn(control) || !style.display.endsWith("flex") || !edged) continue;
      const box = control.getBoundingClientRect();
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        let hidden = false;
        for (let el = node.parentElement; el && el !== control; el = el.parentElement) hidden ||= !drawn(el);
        if (!node.textContent!.trim() || hidden) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (rects.some((r) => r.left < box.left - 1 || r.right > box.right + 1)) {
          problems.push(`"${control.textContent!.trim().slice(0, 40)}" spills out of its box`);
          break;
        }
      }
    }
    return problems;
  });
}

/** WCAG 1.4.12's text spacing: what a reader's own style sheet may set, and the page must survive. */
const WCAG_TEXT_SPACING =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important }" +
  " p { margin-bottom: 2em !important }";

/**
 * With WCAG's text spacing applied: sideways scrolling, and text cut off by a box that hides its overflow. A
 * table's own scroll box (WCAG's reflow allows a table to scroll) cuts nothing off: its rows are a scroll away.
 */
async function spacedTextProblems(page: Page) {
  return page.evaluate((css) => {
    // A reader's style sheet: adopted sheets are the page's own CSSOM, which its CSP leaves alone.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [sheet];
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > innerWidth) problems.push(`the page is ${scrollWidth} px wide`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent!.trim() || !parent.checkVisibility() || parent.closest("script, style")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0);
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        // Visually hidden on purpose (sr-only, the skip link until focused): clipped to nothing.
        if (style.clipPath !== "none") break;
        const tableScroll = box.firstElementChild?.tagName === "TABLE";
        const hides = (overflow: string) => overflow !== "visible" && !(tableScroll && /auto|scroll/.test(overflow));
        const [x, y] = [hides(style.overflowX), hides(style.overflowY)];
        if (!x && !y) continue;
        const edge = box.getBoundingClientRect();
        const cut = (r: DOMRect) =>
          (y && (r.top < edge.top - 1 || r.bottom > edge.bottom + 1)) ||
          (x && (r.left < edge.left - 1 || r.right > edge.right + 1));
        if (lines.some(cut)) {
          problems.push(`"${node.textContent!.trim().slice(0, 40)}" cut off by its ${box.tagName.toLowerCase()}`);
          break;
        }
      }
    }
    document.adoptedStyleSheets = [];
    return problems;
  }, WCAG_TEXT_SPACING);
}

// One test per page, one step per screen: one load, then the window resized and the text set for each
// screen (the layout follows a resize as it follows a load; a load per screen made this the slowest suite).
for (const { path } of pages) {
  test(`${path}: no sideways scrolling and nothing broken inside, on every screen`, async ({ page }) => {
    await page.goto(path);
    for (const { width, text, font } of screens) {
      const size = (text === 1 ? "" : ` with ${text * 100} % text`) + (font ? ` in ${font}` : "");
      await test.step(`${width} px${size}`, async () => {
        await page.setViewportSize({ width, height: 900 });
        if (font) {
          // Installed if a text set in it measures differently from the monospace fallback.
          const installed = await page.evaluate((family) => {
            const context = document.createElement("canvas").getContext("2d")!;
            const width = (fonts: string) => (
              (context.font = `16px ${fonts}`),
              context.measureText("Manutenção 0123").width
            );
            return width(`"${family}", monospace`) !== width("monospace");
          }, font);
          expect(installed, `${font} installed`).toBe(true);
        }
        // Android's font-size setting scales the root font; the CSP forbids injected style sheets.
        await page.evaluate(
          ([scale, family]) => {
            document.documentElement.style.fontSize = scale === 1 ? "" : `${scale * 100}%`;
            document.body.style.fontFamily = family ? `"${family}"` : "";
          },
          [text, font ?? ""] as const,
        );
        const { innerWidth, scrollWidth } = await page.evaluate(() => ({
          innerWidth: window.innerWidth,
          scrollWidth: document.documentElement.scrollWidth,
        }));
        expect(scrollWidth, `page width at ${width} px${size}`).toBeLessThanOrEqual(innerWidth);
        expect(await badBreaks(page, { emails: text === 1 }), `at ${width} px${size}`).toEqual([]);
        expect(await iconProblems(page), `at ${width} px${size}`).toEqual([]);
        expect(await spilledControls(page), `at ${width} px${size}`).toEqual([]);
      });
    }
    // At the widths the accessibility statement names, in the system font at its size.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = "";
      document.body.style.fontFamily = "";
    });
    for (const width of testCoverage.textSpacingWidths) {
      await test.step(`${width} px with WCAG's text spacing`, async () => {
        await page.setViewportSize({ width, height: 900 });
        expect(await spacedTextProblems(page), `at ${width} px`).toEqual([]);
      });
    }
  });
}

test("without the Popover API the menu is a link to the footer and the first screen stays", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  const h1Top = (await page.locator("h1").boundingBox())!.y;
  // A browser without popovers: the stylesheet's @supports test for :popover-open fails. The page's CSS is
  // inline, so the document is rewritten (and its <meta> CSP, whose hash would no longer match, dropped).
  await page.route(/\/$/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain("selector(:popover-open)");
    const body = withoutMetaCsp(html.replaceAll("selector(:popover-open)", "selector(:no-popover)"));
    await route.fulfill({ response, body });
  });
  await page.reload();
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
  await expect(page.locator("#menu-celular")).toBeHidden();
  expect((await page.locator("h1").boundingBox())!.y).toBe(h1Top);
  const menu = page.getByRole("link", { name: "Menu", exact: true });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page).toHaveURL(/#rodape$/);
  await expect(page.getByRole("contentinfo")).toBeInViewport();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Contato", exact: true })).toBeVisible();
});

test.describe("when the photo host fails", () => {
  test.use({ photos: "abort" });

  test("photos keep their box and show no broken-image icon or alt text", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    for (const photo of Object.values(business.images)) {
      const img = page.getByRole("img", { name: photo.alt });
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveJSProperty("complete", true);
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(0);
      const frame = img.locator("xpath=..");
      // The frame keeps its 4:3 box, so nothing below moves.
      const box = (await frame.boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.height / box.width).toBeCloseTo(3 / 4, 1);
      const png = PNG.sync.read(await frame.screenshot());
      // The frame's navy gradient only: an icon or alt text would bring light pixels. The rounded corners
      // (the page behind them) are left out, and so is the stock photo's own caption ("Imagem ilustrativa").
      const caption = await frame.locator("figcaption").boundingBox();
      const inCaption = (x: number, y: number) =>
        !!caption &&
        x >= caption.x - box.x - 2 &&
        x <= caption.x - box.x + caption.width + 2 &&
        y >= caption.y - box.y - 2 &&
        y <= caption.y - box.y + caption.height + 2;
      let brightest = 0;
      for (let y = 24; y < png.height - 24; y++) {
        for (let x = 24; x < png.width - 24; x++) {
          if (inCaption(x, y)) continue;
          const i = (y * png.width + x) * 4;
          brightest = Math.max(brightest, png.data[i]!, png.data[i + 1]!, png.data[i + 2]!);
        }
      }
      expect(brightest, "the lightest pixel of the failed photo's frame").toBeLessThan(170);
    }
  });
});

// The layout a visitor sees at real widths: no grid with an empty slot, the legal name whole, the hero's
// buttons on one line each on desktops, whole cards as links, no two paddings stacked between bands of one
// colour, e-mails whole wherever their box can hold them, and cards that end with their content.
const layoutWidths = [320, 390, 768, 1024, 1440];

/** The rows of a list of cards that stop short of its right edge (an empty slot), as "row N". */
const shortRows = (list: Locator) =>
  list.evaluate((element) => {
    const right = element.getBoundingClientRect().right;
    const rows = new Map<number, number>();
    for (const child of element.children) {
      const box = child.getBoundingClientRect();
      rows.set(Math.round(box.top), Math.max(rows.get(Math.round(box.top)) ?? 0, box.right));
    }
    return [...rows.values()].flatMap((end, i) =>
      right - end > 2 ? [`row ${i + 1} ends ${right - end} px short`] : [],
    );
  });

test.describe("layout at real widths", () => {
  for (const width of layoutWidths) {
    test(`${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });

      await test.step("home: the facts fill every row, the legal name and CNPJ are whole", async () => {
        await page.goto("/");
        expect(await shortRows(page.locator("main > section").first().locator("dl"))).toEqual([]);
        const strip = page.getByRole("complementary", { name: "Dados da empresa" });
        for (const text of [business.legalName, `CNPJ ${business.cnpj}`]) {
          const line = strip.getByText(text, { exact: true });
          await expect(line).toBeVisible();
          expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth), `${text} not cut`).toBe(true);
        }
      });

      if (width >= 1024)
        await test.step("home: the hero's buttons keep their labels on one line from 1024 px", async () => {
          const buttons = page.getByRole("main").locator("section").first().locator("a:has(> svg)");
          for (const button of await buttons.all()) {
            if (!(await button.isVisible())) continue;
            // The lines its text stands on (the icon, centred, is left out).
            const lines = await button.evaluate((el) => {
              const tops = new Set<number>();
              const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                // Not seen: visually hidden text (clipped to a pixel), such as the new-tab hint.
                if (node.parentElement!.getBoundingClientRect().width <= 1) continue;
                const range = document.createRange();
                range.selectNodeContents(node);
                for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.bottom));
              }
              return tops.size;
            });
            expect(lines, `"${await button.textContent()}" on one line`).toBe(1);
          }
        });

      await test.step("home: bands of one colour never stack two paddings", async () => {
        const gaps = await page.locator("main > section").evaluateAll((sections) =>
          sections.slice(1).flatMap((section, i) => {
            const before = sections[i]!;
            const colour = (el: Element) => getComputedStyle(el).backgroundColor + getComputedStyle(el).backgroundImage;
            if (colour(before) !== colour(section)) return [];
            const last = before.querySelector(":scope > * > :last-child")!.getBoundingClientRect().bottom;
            const first = section.querySelector(":scope > * > :first-child")!.getBoundingClientRect().top;
            return first - last > 120 ? [`${Math.round(first - last)} px between bands ${i + 1} and ${i + 2}`] : [];
          }),
        );
        expect(gaps).toEqual([]);
      });

      await test.step("e-mail addresses break only where their box is narrower than them", async () => {
        const broken = await page.locator("a span:has(> wbr)").evaluateAll((spans) =>
          spans.flatMap((span) => {
            if (!span.checkVisibility()) return [];
            const range = document.createRange();
            range.selectNodeContents(span);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size < 2) return [];
            // The room the address could have: its link's box, less what stands beside the text (the icon).
            const link = span.closest("a")!;
            const box = link.parentElement!.getBoundingClientRect().width;
            const beside = [...link.children]
              .filter((c) => !c.contains(span))
              .reduce((w, c) => w + c.getBoundingClientRect().width + 8, 0);
            const probe = span.cloneNode(true) as HTMLElement;
            probe.style.cssText = "position:absolute;white-space:nowrap;visibility:hidden";
            link.append(probe);
            const needed = probe.getBoundingClientRect().width;
            probe.remove();
            return box - beside >= needed ? [`${span.textContent} broken in a ${Math.round(box - beside)} px box`] : [];
          }),
        );
        expect(broken).toEqual([]);
      });

      await test.step("/servicos: the cards fill every row and each card is one link, all of it", async () => {
        await page.goto("/servicos");
        const list = page.getByRole("region", { name: "Tipos de máquina" }).getByRole("list");
        expect(await shortRows(list)).toEqual([]);
        for (const card of await list.getByRole("listitem").all()) {
          await expect(card.getByRole("link")).toHaveCount(1);
          const href = await card.getByRole("link").getAttribute("href");
          // The card's far corner, away from its title, leads to the same page (the card in the middle of
          // the screen, clear of the bars fixed at the bottom).
          await card.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
          const box = (await card.boundingBox())!;
          const hit = await page.evaluate(
            ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.getAttribute("href"),
            [box.x + box.width - 8, box.y + box.height - 8],
          );
          expect(hit, `the corner of the card of ${href}`).toBe(href);
        }
      });

      await test.step("/contato: the form's card ends with its content", async () => {
        await page.goto("/contato");
        const card = page.getByRole("region", { name: contact.form.title });
        const empty = await card.evaluate((el) => {
          const last = [...el.querySelectorAll("form > *")].at(-1)!.getBoundingClientRect().bottom;
          return el.getBoundingClientRect().bottom - last;
        });
        expect(empty, "empty space at the bottom of the form's card").toBeLessThanOrEqual(48);
      });
    });
  }
});

// A browser may paint a page before its whole document has arrived: the parser pauses where it likes (or
// the network does) and a frame goes out. Whatever came first must not move when the rest arrives: the home
// photo, moved before the facts by CSS while it came after them in the document, jumped down by a fifth of
// the screen in one of CI's Lighthouse runs (CLS 0.129); on a busy machine a frame painted inside the header
// or the stopped-machine bar moved their buttons, and one inside a row of growing cards stretched the first
// across the row. A small server sends each page in two parts, 250 ms apart, cut after each figure, list of
// facts and section of its main content and after the first item of each list of three or more, to a
// processor slowed down four times as a cheap phone's is: the parser then pauses often, and such a frame goes
// out on every run.
test.describe("while a page's document is still arriving", () => {
  test.use({ photos: "abort" });
  // Up to thirty loads on the slowed processor.
  test.describe.configure({ timeout: 120_000 });

  for (const path of ["/", "/contato", "/servicos"]) {
    test(`${path}: nothing painted moves when the rest arrives`, async ({ page }) => {
      const html = readFileSync(fileFor(path)!, "utf8");
      const main = byTag(parseHtml(html, { locations: true }), "main")[0]!;
      const lists = ["ul", "ol", "dl"].flatMap((tag) => byTag(main, tag));
      const cuts = [
        ...["figure", "dl", "section"].flatMap((tag) => byTag(main, tag)),
        // Inside a list of three or more, after its first item: what a row of items lays out alone.
        ...lists
          .map((list) => list.childNodes.filter(isElement))
          .flatMap((items) => (items.length > 2 ? [items[0]!] : [])),
      ]
        .map((el) => el.sourceCodeLocation!.endOffset)
        .sort((a, b) => a - b);
      expect(cuts.length).toBeGreaterThan(3);
      let cut = 0;
      const files = sirv(DIST, { extensions: ["html"], dev: false });
      const server = http.createServer((request, response) => {
        if (request.url !== path) return files(request, response);
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.write(html.slice(0, cut));
        setTimeout(() => response.end(html.slice(cut)), 250);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      try {
        for (const width of [412, 1280]) {
          await page.setViewportSize({ width, height: 823 });
          for (cut of cuts) {
            // Parsed to the end once DOMContentLoaded fires; two frames later any shift has been reported.
            await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "domcontentloaded" });
            const { total, moved } = await page.evaluate(
              () =>
                new Promise<{ total: number; moved: string[] }>((resolve) => {
                  let total = 0;
                  // What moved, so that a failure names it: tag, classes, first words, and its box before and after.
                  const moved: string[] = [];
                  const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
                  type Shift = PerformanceEntry & {
                    value: number;
                    sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
                  };
                  new PerformanceObserver((list) => {
                    for (const entry of list.getEntries() as Shift[]) {
                      total += entry.value;
                      for (const { node, previousRect, currentRect } of entry.sources) {
                        const el = node instanceof Element ? node : node?.parentElement;
                        const name = el ? `<${el.localName} class="${el.className}">` : "(removed)";
                        const words = node?.textContent?.trim().slice(0, 40) ?? "";
                        moved.push(
                          `${entry.value.toFixed(6)} at ${Math.round(entry.startTime)} ms: ${name} "${words}" ${box(previousRect)} → ${box(currentRect)}`,
                        );
                      }
                    }
                  }).observe({ type: "layout-shift", buffered: true });
                  requestAnimationFrame(() =>
                    requestAnimationFrame(() => setTimeout(() => resolve({ total, moved }), 50)),
                  );
                }),
            );
            const after = html
              .slice(cut - 80, cut)
              .replace(/^[^<]*>|<[^>]*>/g, " ")
              .replace(/\s+/g, " ")
              .trim();
            expect(total, `${width} px, cut after "…${after}"; moved:\n${moved.join("\n")}`).toBeLessThan(0.001);
          }
        }
      } finally {
        server.closeAllConnections();
        server.close();
      }
    });
  }
});
