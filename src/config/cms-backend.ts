// The repository and branch the owner's forms save to, and the files they save, read here and only here: the
// forms' configuration (src/pages/admin/config.yml.ts) and the page of his saves' publication
// (src/pages/admin/publicacao.astro).
// CMS_REPO ("owner/name"; on GitHub Actions the runner's GITHUB_REPOSITORY; else the checkout's GitHub "origin"
// remote), CMS_BRANCH (main by default), and CMS_AUTH_URL, the Sveltia CMS Authenticator worker behind the
// GitHub sign-in button (without it the owner signs in with a token).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { FACTS_DIR } from "./business.ts";

/** The GitHub repository of this checkout's "origin" remote, as "owner/name", or "". */
function originRepo(): string {
  const run = spawnSync("git", ["config", "--get", "remote.origin.url"], { encoding: "utf8" });
  return /github\.com[:/]([\w.-]+\/[\w.-]+?)(\.git)?\s*$/.exec(run.stdout ?? "")?.[1] ?? "";
}

export const cmsBackend = {
  // Without any, a placeholder: the forms then say the repository is not found when he signs in.
  repo: process.env["CMS_REPO"] || process.env["GITHUB_REPOSITORY"] || originRepo() || "OWNER/REPOSITORY",
  branch: process.env["CMS_BRANCH"] || "main",
  authUrl: process.env["CMS_AUTH_URL"],
};

/** The files the forms save, relative to the repository: the facts' folder (a second business's build names its own). */
export const formsFiles = {
  factsFolder: path.relative(process.cwd(), path.resolve(FACTS_DIR)).split(path.sep).join("/"),
  machinesFolder: "src/content/machines",
  worksFolder: "src/content/works",
};
