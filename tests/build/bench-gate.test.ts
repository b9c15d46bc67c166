import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// The Lighthouse gate of CI (scripts/bench.mjs --assert, logic in src/lib/lighthouse-gate.ts), run for real
// on the built site: a run made noisy does not fail a good page, and a page with a real regression (a 1.5 s
// main-thread task) fails after being measured again. About 7 Lighthouse runs, a minute and a half.
const bench = (pages: string, env: Record<string, string> = {}) => {
  const run = spawnSync(
    process.execPath,
    ["scripts/bench.mjs", "--no-build", "--assert", "--runs", "1", "--pages", pages],
    { cwd: new URL("../../", import.meta.url).pathname, encoding: "utf8", env: { ...process.env, ...env } },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

describe("the Lighthouse gate", () => {
  it("measures again a page whose run was noisy, and passes it", { timeout: 240_000 }, () => {
    const { status, output } = bench("/termos", { BENCH_NOISY_FIRST_RUN: "1" });
    expect(output).toContain("/termos: performance 60 < 95; a busy machine? measuring again");
    expect(output).toMatch(/\/termos run 2 \(again\): Perf \d+/);
    expect(output).toMatch(/CPU index \d+/);
    expect(output).toContain("passed.");
    expect(status, output).toBe(0);
  });

  it("fails a page with a long main-thread task on every run", { timeout: 240_000 }, () => {
    const { status, output } = bench("/__regression");
    expect(output).toContain("/__regression run 3 (again)");
    expect(output).toMatch(/FAILED:\n {2}\/__regression: performance \d+ < 95/);
    expect(status, output).toBe(1);
  });
});
