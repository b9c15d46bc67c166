import { defineConfig } from "vitest/config";

// The core journeys in WebKit: WebKitGTK's MiniBrowser driven by WebdriverIO through WebKitWebDriver, on
// the built site (npm run build first). MiniBrowser needs a display: `npm run test:webkit` runs it under
// xvfb-run. One browser at a time.
export default defineConfig({
  test: {
    include: ["tests/webkit/**/*.test.ts"],
    environment: "node",
    globalSetup: "tests/webkit/setup.ts",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
