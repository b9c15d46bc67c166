// The site built for a second business (tests/fixtures/other-business/, through SITE_FACTS) into
// the folder the "other business" project's SITE_DIST names (vitest.build.config.ts), deploy/ beside it.
// The build starts here and runs while the "dist" project's checks do (the two projects share the
// machine's workers); other-business.ready.ts holds each file of this project until it is written.
import { spawn } from "node:child_process";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildEnv } from "../helpers/build-env";

/** Written beside the build when it ends: its exit status and output. */
export const buildReport = (dist: string) => path.join(path.dirname(dist), "build.json");

export default function setup(project: TestProject) {
  const dist = project.config.env["SITE_DIST"]!;
  const folder = path.dirname(dist);
  const { root } = project.config;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const build = spawn(
    process.execPath,
    [path.join(root, "node_modules/astro/bin/astro.mjs"), "build", "--outDir", dist],
    {
      cwd: root,
      // Built as `npm run build` builds.
      env: buildEnv({ SITE_FACTS: project.config.env["SITE_FACTS"]!, SITE_TODAY: project.config.env["SITE_TODAY"]! }),
    },
  );
  let output = "";
  build.stdout.on("data", (data) => (output += data));
  build.stderr.on("data", (data) => (output += data));
  const report = (status: number | null) => {
    // Written whole, then renamed: a reader never sees half of it.
    writeFileSync(`${buildReport(dist)}.part`, JSON.stringify({ status, output }));
    renameSync(`${buildReport(dist)}.part`, buildReport(dist));
  };
  const ended = new Promise<void>((resolve) => {
    build.on("error", (error) => (output += String(error)));
    build.on("close", (status) => (report(status), resolve()));
  });
  return async () => {
    if (build.exitCode === null) build.kill();
    await ended;
    rmSync(folder, { recursive: true, force: true });
  };
}
