import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

const TURN = path.join(TEST_BUILDS, "build-turn");

/**
 * Waits until no other test's build runs, then holds the turn until the function it returns is called (undefined
 * if `signal` stopped the wait). Astro writes the photos a build imports to the project's own
 * `.astro/content-assets.mjs`, whatever its cache folder, and reads them back later in the build: two builds of
 * different photos at once read each other's, and one fails.
 */
async function takeTurn(signal?: AbortSignal): Promise<(() => void) | undefined> {
  mkdirSync(TEST_BUILDS, { recursive: true });
  for (;;) {
    if (signal?.aborted) return undefined;
    try {
      mkdirSync(TURN); // Atomic: one process makes it, the others get EEXIST.
      writeFileSync(path.join(TURN, "pid"), String(process.pid));
      return () => rmSync(TURN, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    // A turn whose process has ended (a run stopped midway) is free.
    if (!isRunning(ownerOf(TURN))) rmSync(TURN, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The process holding the turn; undefined in the instant between its folder and its pid file. */
function ownerOf(turn: string): number | undefined {
  try {
    return Number(readFileSync(path.join(turn, "pid"), "utf8")) || undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number | undefined): boolean {
  if (pid === undefined) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The site built into `dist` as `npm run build` builds it, with `env` on top, in a process of its own and with a
 * cache of its own beside `dist`, once no other test's build runs (takeTurn). Resolves with the build's exit
 * status and output (warnings and errors); `signal` stops it.
 */
export async function buildSite(
  dist: string,
  env: Record<string, string>,
  signal?: AbortSignal,
): Promise<{ status: number | null; output: string }> {
  const release = await takeTurn(signal);
  if (!release) return { status: null, output: "stopped before its turn came" };
  try {
    return await new Promise((resolve) => {
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
      run.on("close", (status) => resolve({ status, output }));
    });
  } finally {
    release();
  }
}
