import { spawnSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";

// The Lighthouse gate of CI (scripts/bench.mjs --assert, logic in src/lib/lighthouse-gate.ts), run for real
// on the built site, in one bench run (the floor page is measured once): a run made noisy does not fail a
// good page, and a page with a real regression (a 1.5 s main-thread task) fails after being measured
// again. Six Lighthouse runs, about a minute.
describe("the Lighthouse gate", () => {
  let output = "";
  let status: number | null = null;
  beforeAll(() => {
    const run = spawnSync(
      process.execPath,
      ["scripts/bench.mjs", "--no-build", "--assert", "--runs", "1", "--pages", "/termos,/__regression"],
      {
        cwd: new URL("../../", import.meta.url).pathname,
        encoding: "utf8",
        env: { ...process.env, BENCH_NOISY_FIRST_RUN: "1" },
      },
    );
    output = `${run.stdout}${run.stderr}`;
    status = run.status;
  }, 300_000);

  it("measures again a page whose run was noisy, and passes it", () => {
    expect(output).toContain("/termos: performance 60 < 95; a busy machine? measuring again");
    expect(output).toMatch(/\/termos run 2 \(again\): Perf \d+/);
    expect(output).toMatch(/CPU index \d+/);
  });

  it("fails a page with a long main-thread task on every run, and only that page", () => {
    expect(output).toContain("/__regression run 3 (again)");
    const failures = output.slice(output.lastIndexOf("FAILED:"));
    expect(failures).toMatch(/^FAILED:\n {2}\/__regression: performance \d+ < 95/);
    expect(failures).not.toContain("/termos");
    expect(status, output).toBe(1);
  });
});
