import { defineConfig } from "vitest/config";

// Checks of the built site (dist/): run after `npm run build`.
export default defineConfig({
  test: {
    include: ["tests/build/**/*.test.ts"],
    environment: "node",
  },
});
