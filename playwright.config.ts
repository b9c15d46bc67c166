import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumShellPath, firefoxPath } from "./scripts/browsers.ts";
import { testCoverage } from "./src/lib/test-coverage";

// E2E_PORT and E2E_OUT_DIR: a second run beside another one on the same machine, on a build of its own.
const PORT = Number(process.env["E2E_PORT"] ?? 4329);
const outDir = process.env["E2E_OUT_DIR"] ? ` --outDir ${process.env["E2E_OUT_DIR"]}` : "";
// The pages the tests list (scripts/site.ts) come from the build served; the workers inherit it.
if (process.env["E2E_OUT_DIR"]) process.env["SITE_DIST"] ??= path.resolve(process.env["E2E_OUT_DIR"]);
// Full-page pictures of every page (tests/e2e/screenshots.spec.ts) are for a person to look at after a
// visual change: `npm run screenshots` takes them; `npm test` leaves them out (they were a third of its time).
const screenshots = !!process.env.SCREENSHOTS;
const notScreenshots = screenshots ? [] : [/screenshots\.spec\.ts/];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // On CI's two cores, shared by two workers, their browsers and the server, a test that fails once and passes
  // on a second try is reported as flaky instead of failing the run. Locally, a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  outputDir: "test-results/artifacts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Debian's Chromium headless shell (scripts/browsers.ts); the firefox project replaces these with its own.
    launchOptions: { executablePath: chromiumShellPath, args: chromiumFlags },
    locale: "pt-BR",
    // Recording a trace for every test costs about a tenth of the suite's time; CI keeps only its log.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // An action that cannot happen in 30 s never will: without this, a click waiting on an element that never
    // settles (once, a row of the owner's forms) waits out the whole test's four minutes before its retry.
    actionTimeout: 30_000,
  },
  projects: [
    // What runs in one project only is left out of the others here, not skipped in the test: a skipped test still
    // opens its browser context (about a second each, for 75 of them). Tags: "@phone-only", "@desktop-only".
    {
      name: "mobile",
      // The sturdiness suite and the screenshots set their own widths, and the layout suite is of wide screens:
      // they run in the desktop project.
      testIgnore: /(sturdy|screenshots|layout)\.spec\.ts/,
      grepInvert: /@desktop-only/,
      use: {
        // The widths the accessibility statement names (src/lib/test-coverage.ts).
        viewport: { width: testCoverage.widths.phone, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: "desktop",
      // The owner's forms are tried on a phone's screen (tests/e2e/admin*.spec.ts).
      testIgnore: [...notScreenshots, /admin[\w-]*\.spec\.ts/],
      grepInvert: /@phone-only/,
      use: { viewport: { width: testCoverage.widths.desktop, height: 800 } },
    },
    // The core journeys (tests tagged @engines) again in Firefox ESR, at a phone's width. Playwright drives
    // it over WebDriver BiDi; Firefox has no mobile emulation, so this is a narrow desktop window.
    // WebKit runs the same journeys in tests/webkit (WebdriverIO).
    {
      name: "firefox",
      grep: /@engines/,
      testIgnore: notScreenshots,
      use: {
        browserName: "firefox",
        channel: "moz-firefox",
        // Overlay scrollbars, as on phones: the page gets the whole 320 px, not 320 minus a scrollbar.
        launchOptions: { executablePath: firefoxPath, firefoxUserPrefs: { "ui.useOverlayScrollbars": 1 } },
        viewport: { width: 390, height: 844 },
      },
    },
  ],
  // Tests run against the built site (npm run build first), served by Astro's preview server.
  webServer: {
    // --ignore-lock keeps the server in the foreground, owned by Playwright (Astro 7 would otherwise
    // move it to the background when it thinks an agent started it, and refuse a second one).
    command: `npm run preview -- --host 127.0.0.1 --port ${PORT} --ignore-lock${outDir}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
