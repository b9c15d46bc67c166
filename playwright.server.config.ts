import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumShellPath } from "./scripts/browsers.ts";
import { SERVERS, origin, type ServerName } from "./tests/server/servers";

// The real-server suite, once per server (a project each): Debian's nginx with deploy/nginx.conf, Debian's
// Apache with dist/.htaccess, and Cloudflare Pages' runtime (wrangler) with dist/_headers, all serving the
// build on loopback (started in tests/server/global-setup.ts, stopped after the run); Debian's Chromium
// loads the pages. The Observatory scan runs once (observatory.spec.ts, the nginx project: it scans nginx,
// Apache and Cloudflare's runtime). Run after `npm run build`: `npm run test:server`. Never downloads a browser.

export default defineConfig({
  testDir: "tests/server",
  testIgnore: ["**/node_modules/**"],
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // As in the end-to-end suite: on CI, where the WebKit suite runs beside this one on two cores, a test that
  // passes on its second try is reported as flaky instead of failing the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  outputDir: "test-results/server-artifacts",
  globalSetup: "./tests/server/global-setup.ts",
  use: {
    // The certificate is self-signed, made for the run (the HTTP-level tests do verify it).
    ignoreHTTPSErrors: true,
    launchOptions: { executablePath: chromiumShellPath, args: chromiumFlags },
    locale: "pt-BR",
    viewport: { width: 1280, height: 800 },
    // Recording a trace for every test costs about a tenth of the suite's time; CI keeps only its log.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: (Object.keys(SERVERS) as ServerName[]).map((name) => ({
    name,
    use: { baseURL: origin(name) },
    // The scan covers every server from one; each page of a template loads on nginx, two of them on the others
    // (tests/server/browser.spec.ts says why).
    ...(name === "nginx"
      ? {}
      : { testIgnore: ["**/node_modules/**", "**/observatory.spec.ts"], grepInvert: /@nginx-only/ }),
  })),
});
