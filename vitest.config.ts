import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    projects: [
      {
        extends: true,
        test: {
          name: "logic",
          include: [
            "src/**/*.test.ts",
            "integrations/**/*.test.ts",
            "scripts/**/*.test.ts",
            "servers/**/*.test.ts",
            "tests/docs.test.ts",
          ],
          // Pure functions and a few child processes; no test changes the environment or a module: the files of
          // one worker share their imports instead of loading them again each (the suite took three times as
          // long, most of it imports).
          isolate: false,
        },
      },
      // The islands' tests render React into a DOM of their own (jsdom): each file keeps its own.
      { extends: true, test: { name: "components", include: ["src/**/*.test.tsx"] } },
    ],
  },
});
