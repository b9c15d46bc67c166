import { test as base, expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BASE_CSP, pageCsp } from "../../integrations/hosts/common.mjs";
import { DIST, fileFor } from "../../scripts/site.ts";
import {
  fillContactForm,
  isError,
  islandsAwake,
  islandsHydrated,
  recordConsole,
  routePhotos,
  stubWhatsApp,
  templatePages,
  validContact,
  withoutMetaCsp,
  type ConsoleMessage,
} from "../helpers/browser";
import { origin, serverName } from "./servers";

// Chromium (Debian's, desktop 1280 px) against each real server of the run (nginx, Apache, Cloudflare's
// runtime; tests/server/servers.ts): a page of each template must work under the header policy AND the pages' <meta> policy together, with no
// console error and no CSP violation; a script injected into a page must be refused.
//
// There is no internet here: requests to the stock photo host are answered with tests/fixtures/photo.svg
// (tests/helpers/browser.ts, like in the end-to-end suite). The photos still go through the CSP's img-src,
// since the page requests them from that host.

/**
 * The header CSP a server must send for a URL: the answering page's own (Cloudflare's 404 answers carry only
 * the catch-all's, beside the page's <meta>).
 */
function headerCspFor(url: string, status: number) {
  if (status === 404 && serverName() === "cloudflare") return BASE_CSP;
  const file = status === 404 ? join(DIST, "404.html") : fileFor(url)!;
  return pageCsp(readFileSync(file, "utf8"), file);
}

interface Violation {
  directive: string;
  blockedURI: string;
  policy: string;
}

declare global {
  interface Window {
    __cspViolations: Violation[];
    __injected?: boolean;
  }
}

const test = base.extend<{ consoleMessages: ConsoleMessage[] }>({
  consoleMessages: [
    async ({ page }, use, testInfo) => {
      await routePhotos(page, "fixture", testInfo.annotations);
      // Injected by the DevTools protocol (not an inline script), so the CSP does not apply to it.
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) =>
          window.__cspViolations.push({
            directive: event.effectiveDirective,
            blockedURI: event.blockedURI,
            policy: event.originalPolicy,
          }),
        );
      });
      await use(recordConsole(page));
    },
    { auto: true },
  ],
});

/** Scrolls through the page so lazy photos load too, then waits for the network to settle. */
async function loadEverything(page: Page) {
  await page.waitForLoadState("networkidle");
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForLoadState("networkidle");
}

// One page of each template on nginx: every page's header policy is its <meta> policy plus framing and
// upgrades, the same on every server (headers.spec.ts checks that for each page on each server), and the
// end-to-end suite loads every page under its <meta> policy with no console error. On Apache and Cloudflare's
// runtime, the home page and the not-found page (whose policy Cloudflare's runtime sends its own way): the others
// are tagged "@nginx-only" and left out there (playwright.server.config.ts).
for (const { path, status } of templatePages) {
  const tag = path === "/" || status === 404 ? [] : "@nginx-only";
  test(
    `${path} loads under the header CSP with no console error and no violation`,
    { tag },
    async ({ page, consoleMessages }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      expect(await response?.headerValue("content-security-policy")).toBe(headerCspFor(path, status));
      await expect(page.locator("h1")).toHaveCount(1);
      await loadEverything(page);

      await islandsAwake(page);
      // Every photo loaded (through img-src and the fixture) and is really shown.
      for (const img of await page.locator("img").all()) {
        const loaded = await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);
        expect(loaded, `photo ${await img.getAttribute("src")}`).toBe(true);
      }

      expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
      // Errors, and any word of the browser about the policies, even a warning (the not-found page's own 404
      // status is left out by recordConsole).
      const unexpected = consoleMessages.filter(
        (m) => isError(m) || /Content.Security.Policy|Permissions.Policy/i.test(m.text),
      );
      expect(unexpected).toEqual([]);
    },
  );
}

test("the contact form hydrates and still hands off to WhatsApp under the header policy (COOP)", async ({ page }) => {
  await stubWhatsApp(page.context());
  await page.goto("/contato");
  const send = page.getByRole("button", { name: "Enviar pelo WhatsApp" });
  // Hydrated: before that, the plain form would submit by itself.
  await islandsHydrated(page);
  await fillContactForm(page, validContact);
  const popup = page.waitForEvent("popup");
  await send.click();
  expect((await popup).url()).toMatch(/^https:\/\/wa\.me\//);
  // Cross-Origin-Opener-Policy must not make the opened tab look blocked to the form.
  await expect(page.getByRole("status")).toContainText("Abrimos o WhatsApp");
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});

/** Serves `path` from the server with its real headers, the HTML passed through `edit`. */
async function serveEdited(page: Page, path: string, edit: (html: string) => string) {
  await page.route(
    (url) => url.origin === origin() && url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, body: edit(await response.text()) });
    },
  );
}

const INJECTED = "<script>window.__injected = true</script>";

test("an inline script injected into the HTML is refused", async ({ page, consoleMessages }) => {
  await serveEdited(page, "/contato", (html) => html.replace("<head>", `<head>${INJECTED}`));
  const response = await page.goto("/contato");
  expect(await response?.headerValue("content-security-policy")).toBe(headerCspFor("/contato", 200));
  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
  const violations = await page.evaluate(() => window.__cspViolations);
  expect(violations.length).toBeGreaterThan(0);
  expect(violations.every((v) => v.directive === "script-src-elem" && v.blockedURI === "inline")).toBe(true);
  expect(
    consoleMessages.some(
      (m) => m.type === "error" && /inline script/i.test(m.text) && /Content Security Policy/.test(m.text),
    ),
    "Chromium reports the refused inline script in the console",
  ).toBe(true);
  // The page's own scripts (allowed by hash or from 'self') still run.
  await islandsHydrated(page);
});

test("the header policy alone refuses an injected inline script (page without its <meta> CSP)", async ({ page }) => {
  await serveEdited(page, "/contato", (html) => {
    return withoutMetaCsp(html).replace("<head>", `<head>${INJECTED}`);
  });
  await page.goto("/contato");
  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
  const violations = await page.evaluate(() => window.__cspViolations);
  expect(violations.length).toBeGreaterThan(0);
  // Reported against the header's policy (the only one carrying frame-ancestors).
  expect(violations.every((v) => v.policy.includes("frame-ancestors 'none'"))).toBe(true);
  await islandsHydrated(page);
});

test("a script element added at runtime is refused", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
  });
  await expect.poll(() => page.evaluate(() => window.__cspViolations.length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__injected)).toBeUndefined();
});

for (const withHeader of [true, false]) {
  test(`another site ${withHeader ? "cannot" : "could (control: header removed)"} frame the pages`, async ({
    page,
    baseURL,
  }) => {
    // A page on another origin, answered locally, that frames the home page.
    await page.route("https://embedder.example/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>x</title><iframe src="${baseURL}/"></iframe>`,
      }),
    );
    if (!withHeader) {
      await page.route(`${baseURL}/`, async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers["content-security-policy"];
        await route.fulfill({ response, headers });
      });
    }
    await page.goto("https://embedder.example/");
    const child = () =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url();
    // Chromium replaces a refused frame with its error page.
    if (withHeader) await expect.poll(child).toMatch(/^chrome-error:/);
    else await expect.poll(child).toBe(`${baseURL}/`);
  });
}

test("the same page can be framed by itself no more than by others", async ({ page }) => {
  // frame-ancestors 'none' also refuses the site's own origin (nothing on the site frames itself).
  await page.goto("/");
  await page.evaluate(() => {
    const iframe = document.createElement("iframe");
    iframe.src = "/termos";
    document.body.append(iframe);
  });
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/);
});
