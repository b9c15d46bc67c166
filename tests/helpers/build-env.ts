import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Variables Vitest sets: with NODE_ENV=test, Vite would bundle React's development build (twice the JavaScript). */
const VITEST_OWN = ["NODE_ENV", "TEST", "VITEST"];

/** The environment of a build a test starts, as `npm run build` has it, with `extra` on top. */
export const buildEnv = (extra: Record<string, string>) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !VITEST_OWN.includes(name))),
  ASTRO_TELEMETRY_DISABLED: "1",
  ...extra,
});

/** Where the tests' own builds go: inside the project, ignored by git and prettier. */
export const TEST_BUILDS = fileURLToPath(new URL("../../.test-builds/", import.meta.url));

/**
 * A new folder for a build a test makes. Inside the project, because Astro keeps a build's prerendered
 * modules beside its output only when the output lies under the working directory; elsewhere all builds
 * share one `.astro/.prerender`, and two builds at once delete each other's files.
 */
export function buildFolder(name: string): string {
  mkdirSync(TEST_BUILDS, { recursive: true });
  return mkdtempSync(path.join(TEST_BUILDS, `${name}-`));
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The site built into `dist` as `npm run build` builds it, with `env` on top, in a process of its own and with a
 * cache of its own beside `dist`. Resolves with the build's exit status and output; `signal` stops it.
 */
export function buildSite(
  dist: string,
  env: Record<string, string>,
  signal?: AbortSignal,
): Promise<{ status: number | null; output: string }> {
  const options = { root: ROOT, outDir: dist, cacheDir: path.join(path.dirname(dist), "cache"), logLevel: "warn" };
  const script = `import { build } from "astro"; await build(${JSON.stringify(options)});`;
  const run = spawn(process.execPath, ["--input-type=module", "--eval", script], {
    cwd: ROOT,
    env: buildEnv(env),
    signal,
  });
  let output = "";
  run.stdout.on("data", (data) => (output += data));
  run.stderr.on("data", (data) => (output += data));
  run.on("error", (error) => (output += String(error)));
  return new Promise((resolve) => run.on("close", (status) => resolve({ status, output })));
}
