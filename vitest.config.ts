import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "integrations/**/*.test.ts", "scripts/**/*.test.ts", "tests/docs.test.ts"],
    environment: "node",
  },
});
