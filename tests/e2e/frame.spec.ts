import { wcagContrast } from "culori";
import { business } from "../../src/config/business";
import { mainNav } from "../../src/config/site";
import { stoppedMachine } from "../../src/content/stopped-machine";
import { expandedStateOf, expect, floatingWhatsApp, isMobile, isTemplate, pages, test } from "./fixtures";

// How the frame shared by every page behaves: landmarks, skip link, headings, the sticky header, the
// mobile menu and the floating WhatsApp link. Its values (facts, links) are checked in tests/build.

// One test per page (one load, then each check as a step): the frame is the same on every page, and a
// page load per check would double the suite's time.
// Every page on phones; on desktops and in Firefox (@engines), one page of each template, each loaded there
// with no console error.
for (const { path } of pages) {
  test(`the frame on ${path}`, { tag: isTemplate(path) ? "@engines" : "@phone-only" }, async ({ page }) => {
    await page.goto(path);

    await test.step("nothing scrolls sideways", async () => {
      // With mobile emulation an overflowing page widens the layout viewport instead of scrolling, so
      // check both that the viewport kept the device width and that nothing is wider than it.
      const { innerWidth, scrollWidth } = await page.evaluate(() => ({
        innerWidth: window.innerWidth,
        scrollWidth: document.documentElement.scrollWidth,
      }));
      expect(innerWidth).toBe(page.viewportSize()!.width);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });

    await test.step("headings never skip a level", async () => {
      const levels = await page
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      levels.forEach((level, i) => i > 0 && expect(level, `heading ${i}`).toBeLessThanOrEqual(levels[i - 1]! + 1));
    });

    await test.step("landmarks, one h1 and a working skip link", async () => {
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

    await test.step("a link that opens a new tab says so, after its label, in its name", async () => {
      // Its last child is the hint (tests/build/links.test.ts); here the name must read it, spaced from the label.
      const openers = await page.locator('a[target="_blank"]:visible').all();
      expect(openers.length).toBeGreaterThan(0);
      for (const link of openers) {
        const [label, hint] = await link.evaluate((a) => [a.textContent!, a.lastElementChild!.textContent!]);
        expect(hint).toMatch(/^ \S/);
        await expect(link).toHaveAccessibleName(label.replace(/\s+/g, " ").trim());
      }
    });

    await test.step("what is fixed at the bottom (phones: the stopped-machine bar) never covers the footer", async () => {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      const fixed = isMobile(page)
        ? page.getByRole("complementary", { name: stoppedMachine.title })
        : floatingWhatsApp(page);
      if (!isMobile(page) && path === "/contato") {
        // The contact page has its own WhatsApp buttons; a floating one would sit over the form's.
        await expect(fixed).toHaveCount(0);
        return;
      }
      await expect(fixed).toBeVisible();
      // Measured in the page in one go: a round trip per footer link made this the suite's slowest step.
      const covered = await fixed.evaluate((cover) => {
        const c = cover.getBoundingClientRect();
        const footer = document.querySelector("footer")!;
        const items = [...footer.querySelectorAll("a"), ...footer.querySelectorAll("p, small, span")].filter(
          (item) => item.tagName === "A" || item.textContent?.includes("Todos os direitos reservados."),
        );
        return items.flatMap((item) => {
          const b = item.getBoundingClientRect();
          const overlaps = b.x < c.right && c.x < b.right && b.y < c.bottom && c.y < b.bottom;
          return overlaps && b.width > 0 ? [item.textContent?.trim()] : [];
        });
      });
      expect(covered, "footer items under the fixed element").toEqual([]);
    });

    await test.step("every photo shows (the lazy ones load once scrolled to)", async () => {
      for (const img of await page.locator("img").all()) {
        // Images hidden at this width (the desktop QR code on a phone) are lazy and never load: as intended.
        if (!(await img.isVisible())) continue;
        await img.scrollIntoViewIfNeeded();
        await expect(img).toHaveJSProperty("complete", true);
        const { alt, naturalWidth } = await img.evaluate((el: HTMLImageElement) => ({
          alt: el.alt,
          naturalWidth: el.naturalWidth,
        }));
        expect(naturalWidth, `photo "${alt}"`).toBeGreaterThan(0);
      }
    });

    await test.step("the logo leads home", async () => {
      await page
        .getByRole("link", { name: `${business.brandName}, página inicial` })
        .first()
        .click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test.describe("navigation", () => {
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

  test("the current page's marker stands out 3:1 from its item and from the bar around it", async ({ page }) => {
    await page.goto("/contato");
    if (isMobile(page)) await page.getByRole("button", { name: "Menu", exact: true }).click();
    const current = page.locator('[aria-current="page"]:visible');
    await expect(current).toHaveCount(1);
    // The marker is an inset bar (box-shadow); beside it, the item's tint, and the first opaque colour around.
    const { bar, item, around } = await current.evaluate((link) => {
      let box = link.parentElement;
      while (box && !/^rgb\(/.test(getComputedStyle(box).backgroundColor)) box = box.parentElement;
      return {
        // Tailwind composes several shadows, the unused ones transparent.
        bar:
          getComputedStyle(link)
            .boxShadow.match(/rgb\([^)]*\)/g)
            ?.at(-1) ?? "",
        item: getComputedStyle(link).backgroundColor,
        around: box ? getComputedStyle(box).backgroundColor : "rgb(255, 255, 255)",
      };
    });
    expect(wcagContrast(bar, item), `${bar} on ${item}`).toBeGreaterThanOrEqual(3);
    expect(wcagContrast(bar, around), `${bar} on ${around}`).toBeGreaterThanOrEqual(3);
  });

  // Five pages with the plan, beside the logo and the quote button: they must still fit on the narrowest
  // phone and the narrowest desktop, each name on one line, nothing overlapping or out of the bar.
  // Widths set here, in Chromium.
  test("the header's items fit side by side at 320, 1024 and 1440 px", { tag: "@desktop-only" }, async ({ page }) => {
    await page.goto("/");
    for (const width of [320, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const problems = await page.getByRole("banner").evaluate((header) => {
        const logo = header.querySelector('a[href="/"]')!;
        const bar = logo.parentElement!;
        const style = getComputedStyle(bar);
        const left = bar.getBoundingClientRect().left + parseFloat(style.paddingLeft);
        const right = bar.getBoundingClientRect().right - parseFloat(style.paddingRight);
        const items = [...bar.children]
          .filter((el) => el.checkVisibility())
          .map((el) => ({
            name: el.textContent!.trim() || el.tagName,
            box: el.getBoundingClientRect(),
            // A flex item squeezed below its content (the logo gives way first) lets its text spill over.
            spills: el.scrollWidth > el.clientWidth + 1,
          }));
        const links = [...bar.querySelectorAll("nav a")].filter((a) => a.checkVisibility());
        return [
          ...items.flatMap(({ name, box }) =>
            box.left < left - 0.5 || box.right > right + 0.5 ? [`"${name}" out of the bar`] : [],
          ),
          ...items.flatMap(({ name, spills }) => (spills ? [`"${name}" squeezed, its content spilling over`] : [])),
          ...items
            .slice(1)
            .flatMap(({ name, box }, i) =>
              box.left < items[i]!.box.right - 0.5 ? [`"${name}" over "${items[i]!.name}"`] : [],
            ),
          ...links.flatMap((a) => {
            const range = document.createRange();
            range.selectNodeContents(a);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
            return lines > 1 || a.scrollWidth > a.clientWidth ? [`"${a.textContent}" on ${lines} lines`] : [];
          }),
        ];
      });
      expect(problems, `at ${width} px`).toEqual([]);
      if (width >= 1024) {
        await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link")).toHaveText(
          mainNav.map((item) => item.short ?? item.label),
        );
      }
    }
  });

  test("the header stays on screen while scrolling", async ({ page }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole("link", { name: `${business.brandName}, página inicial` }).first()).toBeInViewport();
  });

  // A page zoomed to 400 % on a 1280 × 1024 screen: the header and the stopped-machine bar took half of it.
  test("in a window 256 px tall, nothing stays over the page, and the urgent contacts stay in the footer", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    await expect(page.getByRole("banner")).not.toBeInViewport();
    await expect(page.getByRole("complementary", { name: stoppedMachine.title })).toBeHidden();
    const footer = page.getByRole("contentinfo");
    for (const name of [stoppedMachine.callLabel, stoppedMachine.whatsappLabel])
      await expect(footer.getByRole("link", { name })).toBeAttached();
    // Focus lands in view, nothing over it.
    await footer.getByRole("link", { name: stoppedMachine.whatsappLabel }).focus();
    await expect(footer.getByRole("link", { name: stoppedMachine.whatsappLabel })).toBeInViewport({ ratio: 1 });
  });
});

// The menu button exists only on narrow screens.
test.describe("mobile menu", { tag: ["@engines", "@phone-only"] }, () => {
  test("opens with focus on its close button and closes with it, reporting its state", async ({
    page,
    browserName,
  }) => {
    // The state is read from Chromium's accessibility tree (over CDP); other engines check the rest. While the
    // menu is open, "Menu" is hidden with the rest of the page: the menu holds focus then.
    const collapsed = async () => {
      if (browserName === "chromium") expect(await expandedStateOf(page, "Menu")).toBe(false);
    };
    await page.goto("/");
    const menu = page.locator("#menu-celular");
    await expect(menu).toBeHidden();
    await collapsed();

    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("listitem")).toHaveText(mainNav.map((item) => item.label));
    await expect(menu.getByRole("button", { name: "Fechar menu" })).toBeFocused();

    await menu.getByRole("button", { name: "Fechar menu" }).click();
    await expect(menu).toBeHidden();
    await collapsed();
  });

  test("closes on Escape, focus back on its button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.locator("#menu-celular")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#menu-celular")).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeFocused();
  });

  // Tab after the menu's last item moves on to the page in document order: on /contato, to a link the open
  // menu covers entirely. The page behind is hidden while the menu is open, so focus cycles within it.
  test("keeps focus, and the page behind it, out of reach while open", async ({ page }) => {
    await page.goto("/contato");
    const menu = page.locator("#menu-celular");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("main")).toBeHidden();
    const stops = await menu.locator("a, button").count();
    for (let press = 0; press <= stops + 2; press++) {
      await page.keyboard.press("Tab");
      const focusedBehind = await page.evaluate(() => {
        const focused = document.activeElement;
        return focused && focused !== document.body && !focused.closest("#menu-celular") ? focused.outerHTML : "";
      });
      expect(focusedBehind, `Tab ${press + 1}`).toBe("");
    }
    await page.keyboard.press("Escape");
    await expect(page.getByRole("main")).toBeVisible();
  });

  // From tablet width the floating WhatsApp link shows once the page has scrolled; its animation sets its own
  // visibility, which the page's hiding must override.
  test("hides the floating WhatsApp link too", async ({ page, browserName }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    const link = floatingWhatsApp(page);
    // Firefox has no scroll-driven animations: there the link is left out altogether (global.css).
    if (browserName === "chromium") await expect(link).toBeVisible();
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.locator("#menu-celular")).toBeVisible();
    await expect(link).toBeHidden();
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

// The floating link fades in on the first scroll and rises 1rem as it does; asked for less motion, it only
// fades in, in place. Read before any scroll, where the animation holds its first frame.
// Phones have the stopped-machine bar instead.
test("the floating WhatsApp link rises only where motion is welcome", { tag: "@desktop-only" }, async ({ page }) => {
  // Hidden until the first scroll, so out of the accessibility tree: found through its landmark.
  const link = floatingWhatsApp(page);
  const firstFrame = () => link.evaluate((el) => ({ translate: getComputedStyle(el).translate }));
  await page.goto("/");
  expect(await firstFrame()).toEqual({ translate: "0px 16px" });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  expect(await firstFrame()).toEqual({ translate: "none" });
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  await expect(link).toBeVisible();
});
