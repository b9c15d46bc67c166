import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Checks of the built site, in three projects:
// - "dist": the site `npm run build` wrote to dist/ (or the folder SITE_DIST names), with the facts of
//   src/data/empresa/;
// - "other business": the same checks on the site built for a second business, tests/fixtures/other-business/
//   (other towns and numbers, no plan page, no prices, no pickup), by other-business.setup.ts. SITE_FACTS
//   names that file to the checks' modules as to the build's: each check reads the facts it checks, so replacing
//   the example facts leaves the suite green, and a value written into a check or a page instead of read from
//   the facts fails;
// - "lighthouse": what runs Lighthouse, one file at a time once the other two projects are done, so that
//   nothing else runs while it measures: the gate failing a slow page (bench-gate.test.ts) and the site built
//   with photos from a phone (photos.test.ts; photos.setup.ts makes the photos and builds it from the start).
// The first two share both cores; their own builds, and the one with photos, run beside their checks, one build
// at a time (tests/helpers/build-env.ts says why).
const root = fileURLToPath(new URL(".", import.meta.url));
const LIGHTHOUSE = ["tests/build/bench-gate.test.ts", "tests/build/photos.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    // The checks only read the build: the files one worker runs share its modules, so each page is parsed
    // once per worker (tests/build/dist.ts) instead of once per file, which took most of the time.
    isolate: false,
    // So the check that first reads every page's document pays for parsing them all (jsdom): 8 s on CI's two
    // busy cores, past Vitest's default 5 s.
    testTimeout: 30_000,
    // CI's two cores (Vitest's default leaves one free); the lighthouse project takes one.
    maxWorkers: 2,
    // What a check needs beyond Node, so `npm run check:quick` can leave it out (--tags-filter).
    tags: [
      { name: "browser", description: "drives Debian's Chromium (the Lighthouse gate)" },
      { name: "java", description: "needs a Java runtime (the W3C Nu HTML Checker, vnu-jar)" },
      // check:quick leaves these out too: their own builds took two thirds of its build checks' time.
      { name: "builds", description: "makes a build of its own beside dist/ (the works gallery on Cloudflare Pages)" },
    ],
    projects: [
      {
        extends: true,
        test: {
          name: "dist",
          include: ["tests/build/**/*.test.ts"],
          exclude: ["tests/build/other-business.test.ts", ...LIGHTHOUSE],
        },
      },
      {
        extends: true,
        test: {
          name: "other business",
          include: ["tests/build/**/*.test.ts"],
          // Not run again here: the check that makes a build of its own from the shipped facts (works: the
          // gallery, built as Cloudflare Pages builds it), and Lighthouse's (the same verdict whatever the facts).
          exclude: ["tests/build/works.test.ts", ...LIGHTHOUSE],
          globalSetup: ["tests/build/other-business.setup.ts"],
          setupFiles: ["tests/build/other-business.ready.ts"],
          env: {
            // Inside the project, as every build a test makes (tests/helpers/build-env.ts says why).
            SITE_DIST: path.join(root, ".test-builds", `other-business-${process.pid}`, "dist"),
            SITE_FACTS: path.join(root, "tests/fixtures/other-business"),
            // Its build and its checks on one day, whatever day they run: its long closure is then coming.
            SITE_TODAY: "2027-01-01",
          },
        },
      },
      {
        extends: true,
        test: {
          name: "lighthouse",
          include: LIGHTHOUSE,
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          globalSetup: ["tests/build/photos.setup.ts"],
          env: { PHOTOS_DIST: path.join(root, ".test-builds", `photos-${process.pid}`, "dist") },
        },
      },
    ],
  },
});
