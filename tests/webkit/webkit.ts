// WebKit (WebKitGTK's MiniBrowser) for the WebKit suite, through WebKitWebDriver and WebdriverIO's classic
// WebDriver protocol: WebKitGTK has no WebDriver BiDi, so there is no request routing and no console
// feed here. The stock photo host is unreachable (no internet) and cannot be answered with a fixture:
// in WebKit every stock photo fails, which also shows the failed-photo look.
import { mkdirSync, writeFileSync } from "node:fs";
import { PNG } from "pngjs";
import { inject } from "vitest";
import { remote } from "webdriverio";
import { miniBrowserPath } from "../../scripts/browsers.ts";

export const site = inject("site");
export const siteWithoutScripts = inject("siteWithoutScripts");

export type WebKit = WebdriverIO.Browser;

/**
 * A new MiniBrowser window. Its toolbar keeps the window at least 447 px wide, so the default is a
 * 600 px window (below the 768 px breakpoint: the phone layout); narrower pages load in a frame.
 */
export async function openWebKit({ width = 600, height = 900 } = {}): Promise<WebKit> {
  const browser = await remote({
    hostname: "127.0.0.1",
    port: inject("driverPort"),
    logLevel: "silent",
    // Now and then a new MiniBrowser does not answer WebKitWebDriver's start: a request unanswered for 20 s
    // is sent again (no command here takes that long).
    connectionRetryTimeout: 20_000,
    connectionRetryCount: 2,
    // WebKitGTK's own capability, which WebdriverIO's types do not list.
    capabilities: { "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] } } as object,
  });
  await browser.setWindowSize(width, height);
  return browser;
}

/** Waits until the current browsing context shows `url`, fully loaded. */
export async function waitForPage(browser: WebKit, url: string) {
  await browser.waitUntil(
    () => browser.execute((expected) => location.href === expected && document.readyState === "complete", url),
    { timeout: 15_000, timeoutMsg: `${url} did not load` },
  );
}

/**
 * Waits until every island on the page runs (Astro removes `ssr` once hydrated): after the first paint when
 * the browser is idle, or at 3 s, and then its script loads, so a machine busy with other suites needs more
 * than the default 5 s.
 */
export async function islandsHydrated(browser: WebKit, page: string) {
  await browser.waitUntil(() => browser.execute(() => !document.querySelector("astro-island[ssr]")), {
    timeout: 15_000,
    timeoutMsg: `${page}: an island never hydrated`,
  });
}

/**
 * Loads `url` in a frame `width` CSS pixels wide (media queries see the frame's width, as on a phone of
 * that width) and moves the driver into it.
 */
export async function loadInFrame(browser: WebKit, url: string, width: number) {
  await browser.switchFrame(null);
  await browser.url("about:blank");
  await browser.execute(
    (src, frameWidth) => {
      const frame = document.createElement("iframe");
      frame.id = "pagina";
      frame.src = src;
      frame.style.cssText = `display:block;border:0;width:${frameWidth}px;height:${innerHeight}px`;
      document.body.style.margin = "0";
      document.body.replaceChildren(frame);
    },
    url,
    width,
  );
  await browser.switchFrame(await browser.$("#pagina").getElement());
  await waitForPage(browser, url);
}

/**
 * A full-page picture of the page in the frame (loadInFrame): the frame is stretched to the page's height,
 * so nothing inside it scrolls and fixed bars show once, and the window is scrolled over it one screen
 * at a time. Leaves the driver inside the frame.
 */
export async function screenshotFrame(browser: WebKit, file: string) {
  const height = await browser.execute(() => document.documentElement.scrollHeight);
  await browser.switchFrame(null);
  const { width, screen } = await browser.execute((pageHeight) => {
    const frame = document.getElementById("pagina")!;
    frame.style.height = `${pageHeight}px`;
    return { width: frame.offsetWidth, screen: innerHeight };
  }, height);
  const frameId = await browser.$("#pagina").elementId;
  const picture = new PNG({ width, height });
  for (let top = 0; top < height; top += screen) {
    const scrolled = await browser.execute(
      (y) =>
        new Promise<number>((resolve) => {
          scrollTo(0, y);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY)));
        }),
      top,
    );
    // The frame's part on screen: rows scrolled … scrolled + screen of the page.
    const shot = PNG.sync.read(Buffer.from(await browser.takeElementScreenshot(frameId), "base64"));
    const rows = Math.min(screen, height - top, shot.height - (top - scrolled));
    PNG.bitblt(shot, picture, 0, top - scrolled, width, rows, 0, top);
  }
  mkdirSync("test-results/screenshots", { recursive: true });
  writeFileSync(`test-results/screenshots/${file}`, PNG.sync.write(picture, { deflateLevel: 1 }));
  await browser.switchFrame(browser.$("#pagina"));
}

/** Returns the address of the tab a click opened, and switches back to the first tab. */
export async function openedTab(browser: WebKit, home: string): Promise<string> {
  await browser.waitUntil(async () => (await browser.getWindowHandles()).length > 1, {
    timeoutMsg: "no new tab opened",
  });
  const tab = (await browser.getWindowHandles()).find((handle) => handle !== home)!;
  await browser.switchToWindow(tab);
  let url = "";
  await browser.waitUntil(async () => (url = await browser.getUrl()).startsWith("https:"), {
    timeoutMsg: "the new tab never got an https address",
  });
  await browser.switchToWindow(home);
  return url;
}
