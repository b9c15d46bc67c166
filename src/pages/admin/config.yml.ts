// /admin/config.yml, the configuration Sveltia CMS loads beside its page (/admin): generated at each build from
// the facts' schema, the facts and the collections' schemas (src/lib/admin-config.ts), never written by hand.
// The repository the forms save to: CMS_REPO ("owner/name"; on GitHub Actions the runner's GITHUB_REPOSITORY;
// else the checkout's GitHub "origin" remote), CMS_BRANCH (main by default), and CMS_AUTH_URL, the Sveltia CMS
// Authenticator worker behind the GitHub sign-in button (without it the owner signs in with a token).
// README, "The owner's forms (/admin)".
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { APIRoute } from "astro";
import { stringify } from "yaml";
import { z } from "zod";
import { FACTS_FILE, factsInput } from "../../config/business";
import { collections } from "../../content.config";
import { adminConfig, jsonSchemaOf, type FactsForForms } from "../../lib/admin-config";
import { businessSchema } from "../../lib/business-schema";

/** A collection's entry schema; its photo (image()) is, in the file, the photo's path. */
const entrySchema = (collection: { schema?: unknown }) => {
  const schema = collection.schema;
  if (typeof schema !== "function") throw new Error("admin/config.yml: a collection without a schema function");
  return jsonSchemaOf((schema as (context: { image: () => z.ZodType }) => z.ZodType)({ image: () => z.string() }));
};

/** The GitHub repository of this checkout's "origin" remote, as "owner/name", or "". */
function originRepo(): string {
  const run = spawnSync("git", ["config", "--get", "remote.origin.url"], { encoding: "utf8" });
  return /github\.com[:/]([\w.-]+\/[\w.-]+?)(\.git)?\s*$/.exec(run.stdout ?? "")?.[1] ?? "";
}

// Without any, a placeholder: the forms then say the repository is not found when he signs in.
const repo = process.env["CMS_REPO"] || process.env["GITHUB_REPOSITORY"] || originRepo() || "OWNER/REPOSITORY";

export const GET: APIRoute = () => {
  const config = adminConfig({
    factsSchema: jsonSchemaOf(businessSchema),
    machineSchema: entrySchema(collections.machines),
    workSchema: entrySchema(collections.works),
    facts: factsInput as FactsForForms,
    // The forms save the shipped facts file; a second business's build (SITE_FACTS) names its own.
    factsFile: path.relative(process.cwd(), path.resolve(FACTS_FILE)).split(path.sep).join("/"),
    machinesFolder: "src/content/machines",
    worksFolder: "src/content/works",
    backend: {
      repo,
      branch: process.env["CMS_BRANCH"] || "main",
      authUrl: process.env["CMS_AUTH_URL"],
    },
  });
  return new Response(stringify(config, { lineWidth: 0 }), { headers: { "Content-Type": "text/yaml; charset=utf-8" } });
};
