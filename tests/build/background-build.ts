// A site built in the background, for the checks of a project of vitest.build.config.ts: the project's
// globalSetup starts the build (startBuild), which runs in a process of its own while other projects' checks run,
// and each check of the project waits for it (builtSite) before reading it.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSite } from "../helpers/build-env";

/** Written beside the build when it ends: its exit status and output. */
const reportOf = (dist: string) => path.join(path.dirname(dist), "build.json");

/**
 * Builds the site into `dist` (tests/helpers/build-env.ts), with `env` on top; `prepare` first writes what the
 * build reads into the folder of `dist` (emptied beforehand). Returns the teardown: the build stopped if it still
 * runs, and its folder removed.
 */
export function startBuild(
  dist: string,
  env: Record<string, string>,
  prepare?: (folder: string) => Promise<unknown>,
): () => Promise<void> {
  const folder = path.dirname(dist);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const stop = new AbortController();
  const report = (result: { status: number | null; output: string }) => {
    // Written whole, then renamed: a reader never sees half of it.
    writeFileSync(`${reportOf(dist)}.part`, JSON.stringify(result));
    renameSync(`${reportOf(dist)}.part`, reportOf(dist));
  };
  const ended = (async () => {
    try {
      await prepare?.(folder);
    } catch (error) {
      return report({ status: null, output: String(error) });
    }
    if (!stop.signal.aborted) report(await buildSite(dist, env, stop.signal));
  })();
  return async () => {
    stop.abort();
    await ended;
    rmSync(folder, { recursive: true, force: true });
  };
}

/** Waits until the build of `dist` has ended; fails with its output if it failed. Returns that output. */
export async function builtSite(dist: string): Promise<string> {
  const deadline = Date.now() + 600_000;
  while (!existsSync(reportOf(dist))) {
    if (Date.now() > deadline) throw new Error(`the build into ${dist} did not end within 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { status, output } = JSON.parse(readFileSync(reportOf(dist), "utf8")) as {
    status: number | null;
    output: string;
  };
  if (status !== 0) throw new Error(`the build into ${dist} failed:\n${output}`);
  return output;
}
