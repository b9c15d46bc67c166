// The maintainers' documents (README.md, docs/, and the READMEs beside the code) name files and npm scripts
// as they are: every repository path they write, every relative link (and its heading) and every `npm run`
// script must exist, so a moved file or a renamed script fails here instead of misleading the next reader.
// The owner's guide (GUIA-DO-DONO.md) is his, in Portuguese, and is not read here.
import { existsSync, globSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** The documents checked, relative to the root. */
const DOCUMENTS = ["README.md", ...globSync(["docs/**/*.md", "deploy/**/*.md", "src/**/README.md"], { cwd: ROOT })]
  .map((file) => file.split(path.sep).join("/"))
  .sort();

/**
 * A path from the repository's root, in running text or code: a top folder of the repository, then its rest (a
 * route's brackets too: `src/pages/servicos/[slug].astro`).
 */
const REPOSITORY_PATH =
  /(?<![\w./@~-])(?:(?:src|tests|scripts|integrations|servers|docs|deploy|\.github)\/(?:[\w.\-/*]|\[[\w.]*\])*|\.ci\/run\b|(?:package|tsconfig)\.json|astro\.config\.mjs|(?:playwright|vitest)(?:\.\w+)?\.config\.ts|GUIA-DO-DONO\.md)/g;
/** A Markdown link's target. */
const LINK = /\]\(([^)\s]+)\)/g;
/** An npm script as a command names it: `npm run name`, or npm's own `npm test` and `npm start`. */
const NPM_SCRIPT = /\bnpm (?:run ([\w:.-]*[\w-])|(test|start)\b)/g;

/** A path as written, without what ends the sentence around it. */
const trimmed = (found: string) => found.replace(/[.,:;]+$/, "");

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

/** The anchors of a Markdown file's headings. */
const anchorsOf = (markdown: string) =>
  new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1]!.trim())));

interface Names {
  /** Files the build writes outside dist/ that git ignores (.gitignore names them): named though absent. */
  generated: ReadonlySet<string>;
  /** The npm scripts of package.json. */
  scripts: ReadonlySet<string>;
  /** Whether a path relative to the root exists. */
  exists: (file: string) => boolean;
  /** A Markdown file's text, relative to the root. */
  read: (file: string) => string;
}

/** Whether a path, or a glob (a `*` in it), names something in the repository. */
const named = (file: string, names: Names) =>
  names.exists(file) || names.generated.has(file) || (file.includes("*") && globSync(file, { cwd: ROOT }).length > 0);

/** What `markdown` (the document `file`) names that is not there: each missing path, link or script. */
function missingIn(file: string, markdown: string, names: Names): string[] {
  const missing: string[] = [];
  for (const [found] of markdown.matchAll(REPOSITORY_PATH)) {
    const repositoryPath = trimmed(found);
    if (!named(repositoryPath, names)) missing.push(`path ${repositoryPath}`);
  }
  for (const [, target] of markdown.matchAll(LINK)) {
    if (/^[a-z]+:/i.test(target!)) continue;
    const [linked = "", anchor] = target!.split("#");
    const linkedFile = linked ? path.posix.normalize(path.posix.join(path.posix.dirname(file), linked)) : file;
    if (!names.exists(linkedFile)) missing.push(`link ${target}`);
    else if (anchor && linkedFile.endsWith(".md") && !anchorsOf(names.read(linkedFile)).has(anchor))
      missing.push(`link ${target} (no such heading)`);
  }
  for (const [, run, own] of markdown.matchAll(NPM_SCRIPT)) {
    const script = run ?? own!;
    if (!names.scripts.has(script)) missing.push(`npm script ${script}`);
  }
  return missing;
}

/** The packages the `apt-get install` commands of a document or a script install, sorted. */
const aptPackages = (text: string) =>
  [...text.replace(/\\\n/g, " ").matchAll(/apt-get (?:-o \S+ )*install ([^\n`]+)/g)]
    .flatMap(([, words]) => words!.trim().split(/\s+/))
    .filter((word) => !word.startsWith("-"))
    .sort();

const repository: Names = {
  generated: new Set(
    readFileSync(path.join(ROOT, ".gitignore"), "utf8")
      .split("\n")
      .filter((line) => line.includes("/") && !line.endsWith("/") && !line.startsWith("#")),
  ),
  scripts: new Set(Object.keys(JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts)),
  exists: (file) => existsSync(path.join(ROOT, file)),
  read: (file) => readFileSync(path.join(ROOT, file), "utf8"),
};

describe("the maintainers' documents", () => {
  it("include the README and the docs", () => {
    expect(DOCUMENTS).toContain("README.md");
    expect(DOCUMENTS.filter((file) => file.startsWith("docs/")).length).toBeGreaterThan(0);
  });

  it.each(DOCUMENTS)("%s names only paths, links and npm scripts that exist", (file) => {
    expect(missingIn(file, repository.read(file), repository)).toEqual([]);
  });

  it("the README installs the Debian packages CI installs", () => {
    expect(aptPackages(repository.read("README.md"))).toEqual(aptPackages(repository.read(".ci/run")));
  });

  it("the README is read in five minutes", () => {
    expect(repository.read("README.md").trimEnd().split("\n").length).toBeLessThanOrEqual(150);
  });

  it("finds what is not there", () => {
    const text = [
      "Edit `src/lib/nope.ts` and tests/e2e/nope*.spec.ts, then `npm run nope` and npm test.",
      "See [the guide](GUIA-DO-DONO.md#no-such-heading), [gone](src/gone.ts) and [here](#nowhere).",
      "Kept: `deploy/nginx.conf`, src/pages/servicos/[slug].astro, tests/e2e/admin*.spec.ts, `.ci/run`.",
    ].join("\n");
    expect(missingIn("README.md", text, repository)).toEqual([
      "path src/lib/nope.ts",
      "path tests/e2e/nope*.spec.ts",
      "path src/gone.ts",
      "link GUIA-DO-DONO.md#no-such-heading (no such heading)",
      "link src/gone.ts",
      "link #nowhere (no such heading)",
      "npm script nope",
    ]);
  });
});
