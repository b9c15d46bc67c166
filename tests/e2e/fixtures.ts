import { createHash } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import {
  isError,
  recordConsole,
  routePhotos,
  templatePages,
  withoutScripts,
  type ConsoleMessage,
} from "../helpers/browser";
import { frame } from "../../src/content/frame";

export { pages, preparedMessage, stubWhatsApp, whatsappText, withoutMetaCsp } from "../helpers/browser";

/** Whether the page at `path` is its template's representative (templatePages). */
export const isTemplate = (path: string) => templatePages.some((template) => template.path === path);

// In Firefox, Playwright's screenshots add a style element "body {}" to sync animations, and the page's
// CSP rightly refuses it (reported as a page error): that message is the test tool's, not the page's.
const screenshotStyleHash = createHash("sha256").update("body {}").digest("base64");
const byTestTool = (error: string) => error.includes(screenshotStyleHash);

export const test = base.extend<{
  photos: "fixture" | "abort";
  consoleMessages: ConsoleMessage[];
  scriptsOff: void;
}>({
  // Playwright ignores javaScriptEnabled: false in Firefox (WebDriver BiDi has no such switch), and
  // Firefox's own javascript.enabled also stops Playwright's waits. There, "JavaScript off" is the site's
  // pages served without their <script> elements (JSON-LD data kept): nothing of the page's runs.
  scriptsOff: [
    async ({ context, browserName, javaScriptEnabled, baseURL }, use) => {
      if (browserName === "firefox" && !javaScriptEnabled) {
        await context.route(
          (url) => url.origin === new URL(baseURL!).origin,
          async (route) => {
            if (route.request().resourceType() !== "document") return route.fallback();
            const response = await route.fetch();
            const body = withoutScripts(await response.text());
            await route.fulfill({ response, body });
          },
        );
      }
      await use();
    },
    { auto: true },
  ],
  // By default the photo host answers with a local fixture image; a test can choose "abort" to see the
  // page when photos fail. Each test records which one it used in its annotations.
  photos: ["fixture", { option: true }],
  // Every test fails on a console error or an uncaught error of the page; not where photos fail on purpose
  // (the browser logs each failed photo as an error).
  consoleMessages: [
    async ({ page, photos }, use, testInfo) => {
      await routePhotos(page, photos, testInfo.annotations);
      const messages = recordConsole(page, byTestTool);
      await use(messages);
      if (photos === "fixture") {
        expect(
          messages.filter(isError).map((message) => message.text),
          "console errors on the page",
        ).toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };

/** The address a new tab was opened at (Firefox reports the tab while it is still about:blank). */
export async function openedUrl(popup: Page): Promise<string> {
  await popup.waitForURL((url) => url.protocol === "https:");
  return popup.url();
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The floating WhatsApp link (desktops), by its landmark: its own words appear elsewhere on some pages. */
export const floatingWhatsApp = (page: Page) =>
  page.getByRole("complementary", { name: frame.floatingWhatsApp.label }).locator("a");

/**
 * The expanded state Chromium reports to assistive technology for the button named `name`
 * (read from the browser's accessibility tree, not from attributes: the popover invoker has none).
 */
export async function expandedStateOf(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const button = nodes.find((node) => node.role?.value === "button" && node.name?.value === name && !node.ignored);
    if (!button) throw new Error(`no button named "${name}" in the accessibility tree`);
    const expanded = button.properties?.find((property) => property.name === "expanded");
    return expanded?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

/** Records navigations to external schemes (mailto:), which never become requests or page loads. */
export async function recordExternalNavigations(page: Page): Promise<string[]> {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  cdp.on("Page.frameRequestedNavigation", (event) => urls.push(event.url));
  return urls;
}
