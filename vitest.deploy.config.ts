import { defineConfig } from "vitest/config";

// The deploy's own checks (tests/deploy/): the workflow linted, the deploy script against a local FTP server.
// They need no build of the site and talk to loopback only.
export default defineConfig({
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    environment: "node",
  },
});
