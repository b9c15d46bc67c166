// Reports a save's publication on its commit, for the publishing workflow (.github/workflows/deploy.yml), through
// GitHub's REST API with the job's GITHUB_TOKEN; its commands are USAGE's. What to say is decided by
// scripts/lib/publication-report.ts. From the runner's environment: GITHUB_TOKEN (statuses: write; contents: write
// for the comment), GITHUB_REPOSITORY, GITHUB_SHA, GITHUB_SERVER_URL, GITHUB_RUN_ID, GITHUB_API_URL, GITHUB_OUTPUT.
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { PUBLICATION_CONTEXT, REFUSAL_COMMENT_MARKER } from "../src/lib/publication.ts";
import { findRefusal, finalReport, PENDING, runFromEnv, type Report } from "./lib/publication-report.ts";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: this script runs in a GitHub Actions job`);
  return value;
}

const api = () => process.env["GITHUB_API_URL"] || "https://api.github.com";
const repo = () => required("GITHUB_REPOSITORY");
const sha = () => required("GITHUB_SHA");
const runUrl = () =>
  `${process.env["GITHUB_SERVER_URL"] || "https://github.com"}/${repo()}/actions/runs/${required("GITHUB_RUN_ID")}`;

/** One call to GitHub's REST API; throws on any answer but 2xx. */
async function github<T = unknown>(method: "GET" | "POST" | "PATCH", route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api()}${route}`, {
    method,
    headers: {
      Accept: "application/vnd.github+json",
      Authorization: `Bearer ${required("GITHUB_TOKEN")}`,
      "X-GitHub-Api-Version": "2022-11-28",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function setStatus(report: Report) {
  await github("POST", `/repos/${repo()}/statuses/${sha()}`, {
    state: report.state,
    description: report.description,
    context: PUBLICATION_CONTEXT,
    target_url: runUrl(),
  });
  console.log(`${PUBLICATION_CONTEXT}: ${report.state}, "${report.description}"`);
}

/**
 * The refusal comment on the commit: the one this workflow wrote before (a run again, the weekly rebuild) is
 * replaced, so a commit keeps one.
 */
async function setComment(body: string) {
  const route = `/repos/${repo()}/commits/${sha()}/comments`;
  type Comment = { id: number; body: string; user: { type: string } | null };
  const comments = await github<Comment[]>("GET", `${route}?per_page=100`);
  const earlier = comments.find(
    (comment) => comment.user?.type === "Bot" && comment.body.startsWith(REFUSAL_COMMENT_MARKER),
  );
  if (earlier) await github("PATCH", `/repos/${repo()}/comments/${earlier.id}`, { body });
  else await github("POST", route, { body });
  console.log(`Commit comment ${earlier ? "updated" : "written"}:\n${body}`);
}

/** A value in a workflow command (`::error title=…::…`), escaped as the runner reads it. */
const escapeData = (text: string) => text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
const escapeProperty = (text: string) => escapeData(text).replaceAll(":", "%3A").replaceAll(",", "%2C");

const USAGE = `node scripts/report-publication.ts pending | extract <file> | final
  pending         the status "pending", when the run starts
  extract <file>  in a job whose check or build failed: what its output says about the owner's files, as the
                  step output \`refusal\` (JSON, "null" when it names none)
  final           the final status (and, for a refusal, the commit comment), from the jobs' results (RUN_ENV)`;
const [command, file] = process.argv.slice(2);
if (command === "pending") {
  await setStatus(PENDING);
} else if (command === "extract" && file) {
  const refusal = findRefusal(existsSync(file) ? readFileSync(file, "utf8") : "");
  for (const { field, message } of refusal?.problems ?? [])
    console.log(`::error title=${escapeProperty(field)}::${escapeData(message)}`);
  if (!refusal) console.log("The output names no field of the forms: the failure is not in the owner's files.");
  appendFileSync(required("GITHUB_OUTPUT"), `refusal=${JSON.stringify(refusal)}\n`);
} else if (command === "final") {
  const report = finalReport(runFromEnv(process.env), runUrl(), new Date());
  await setStatus(report);
  if (report.comment) await setComment(report.comment);
} else {
  console.error(USAGE);
  process.exit(2);
}
