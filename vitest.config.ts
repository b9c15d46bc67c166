import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "integrations/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
