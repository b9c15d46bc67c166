import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/browsers.mjs";
import { HTTPS_PORT } from "./tests/server/ports";

// The real-server suite: Debian's nginx serves dist/ with deploy/nginx.conf on loopback (started in
// tests/server/global-setup.ts, stopped after the run), and Debian's Chromium loads it over HTTPS.
// Run after `npm run build`: `npm run test:server`. Never downloads a browser.

export default defineConfig({
  testDir: "tests/server",
  testIgnore: ["**/node_modules/**"],
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  outputDir: "test-results/server-artifacts",
  globalSetup: "./tests/server/global-setup.ts",
  use: {
    baseURL: `https://127.0.0.1:${HTTPS_PORT}`,
    // The certificate is self-signed, made for the run (the HTTP-level tests do verify it).
    ignoreHTTPSErrors: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    locale: "pt-BR",
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
  },
});
