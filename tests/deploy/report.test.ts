// The publication report (scripts/report-publication.ts), run as the workflow runs it, against a stand-in for
// GitHub's REST API on 127.0.0.1: the statuses it sets on the commit, the refusal it reads from a failed
// build's output, and the commit comment it writes (or replaces) for a refusal.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RUN_ENV } from "../../scripts/lib/publication-report.ts";
import { PUBLICATION_CONTEXT, REFUSAL_COMMENT_MARKER } from "../../src/lib/publication.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const SCRIPT = path.join(ROOT, "scripts/report-publication.ts");
const SHA = "0123456789abcdef0123456789abcdef01234567";
const RUN_URL = "https://github.com/dono/site/actions/runs/42";
const CNPJ = "informe o CNPJ no formato 00.000.000/0000-00, com os dígitos verificadores certos";

interface Call {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
}
let calls: Call[] = [];
/** The commit's comments as the stand-in lists them. */
let comments: Array<{ id: number; body: string; user: { type: string } }> = [];
/** The status code of every answer (to see a refused call fail the script). */
let answer = 200;

let server: Server;
let api = "";
const temp = mkdtempSync(path.join(tmpdir(), "report-"));

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      calls.push({
        method: request.method ?? "",
        url: request.url ?? "",
        authorization: request.headers.authorization,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      });
      response.writeHead(answer, { "Content-Type": "application/json" });
      response.end(request.method === "GET" ? JSON.stringify(comments) : "{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(temp, { recursive: true, force: true });
});
beforeEach(() => {
  calls = [];
  comments = [];
  answer = 200;
});

/** The script with the environment a GitHub Actions job gives it, and `env`. */
const report = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, [SCRIPT, ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env["PATH"],
      GITHUB_API_URL: api,
      GITHUB_TOKEN: "test-token",
      GITHUB_REPOSITORY: "dono/site",
      GITHUB_SHA: SHA,
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_RUN_ID: "42",
      ...env,
    },
  });

/** The refusal as the check job hands it on: `extract` on a real failed build's output. */
async function extracted(fixture: string) {
  const output = path.join(temp, "output");
  writeFileSync(output, "");
  const log = path.join(ROOT, "scripts/lib/fixtures", `${fixture}.txt`);
  const { stdout } = await report(["extract", log], { GITHUB_OUTPUT: output });
  const line = readFileSync(output, "utf8");
  expect(line).toMatch(/^refusal=.*\n$/);
  return { refusal: line.slice("refusal=".length, -1), stdout };
}

const status = (state: string, description: string) => ({
  method: "POST",
  url: `/repos/dono/site/statuses/${SHA}`,
  authorization: "Bearer test-token",
  body: { state, description, context: PUBLICATION_CONTEXT, target_url: RUN_URL },
});

describe("scripts/report-publication.ts", () => {
  it('sets "pending" on the commit', async () => {
    await report(["pending"]);
    expect(calls).toEqual([status("pending", "Verificando e publicando…")]);
  });

  it("reads the refusal from a failed check's output, and says it in the run's log", async () => {
    const { refusal, stdout } = await extracted("check-quick-facts");
    expect(JSON.parse(refusal)).toMatchObject({
      form: "Contatos e endereço",
      problems: [{ field: "address.postalCode" }, { field: "email" }],
    });
    expect(stdout).toContain("::error title=address.postalCode::informe o CEP no formato 00000-000");
    expect(await extracted("check-format")).toMatchObject({ refusal: "null" });
    expect(calls).toEqual([]);
  });

  it('sets "failure" with the field and what to write, and writes the refusal on the commit', async () => {
    const { refusal } = await extracted("build-facts");
    await report(["final"], {
      [RUN_ENV.check]: "failure",
      [RUN_ENV.checks]: "failure",
      [RUN_ENV.checkRefusal]: refusal,
      [RUN_ENV.publish]: "skipped",
    });
    expect(calls.slice(0, 2)).toEqual([
      status("failure", `cnpj: ${CNPJ}`),
      expect.objectContaining({ method: "GET", url: `/repos/dono/site/commits/${SHA}/comments?per_page=100` }),
    ]);
    expect(calls[2]).toMatchObject({ method: "POST", url: `/repos/dono/site/commits/${SHA}/comments` });
    const body = String(calls[2]?.body?.["body"]);
    expect(body.split("\n")[0]).toBe(REFUSAL_COMMENT_MARKER);
    expect(body).toContain(`\n- cnpj: ${CNPJ}\n`);
    expect(body).toContain("O site no ar continua como estava.");
    expect(calls).toHaveLength(3);
  });

  it("replaces its own earlier refusal comment on the same commit, never a person's", async () => {
    comments = [
      { id: 6, body: `${REFUSAL_COMMENT_MARKER}\nquoted by a person`, user: { type: "User" } },
      { id: 7, body: `${REFUSAL_COMMENT_MARKER}\nold`, user: { type: "Bot" } },
    ];
    await report(["final"], { [RUN_ENV.check]: "success", [RUN_ENV.publish]: "failure", [RUN_ENV.build]: "failure" });
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST /repos/dono/site/statuses/${SHA}`,
      `GET /repos/dono/site/commits/${SHA}/comments?per_page=100`,
      "PATCH /repos/dono/site/comments/7",
    ]);
    expect(calls[0]?.body?.["state"]).toBe("failure");
  });

  it('sets "success" after publishing, and "error" when the upload failed, with no comment', async () => {
    const published = { [RUN_ENV.check]: "success", [RUN_ENV.publish]: "success" };
    await report(["final"], published);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ state: "success", description: expect.stringMatching(/^Publicado em /) });
    calls = [];
    await report(["final"], { ...published, [RUN_ENV.publish]: "failure", [RUN_ENV.build]: "success" });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      state: "error",
      description: expect.stringMatching(/^Não publicado: o envio ao servidor falhou/),
    });
  });

  it("fails, saying why, when GitHub refuses the call", async () => {
    answer = 403;
    await expect(report(["pending"])).rejects.toMatchObject({
      stderr: expect.stringContaining(`POST /repos/dono/site/statuses/${SHA}: 403`),
    });
  });
});
