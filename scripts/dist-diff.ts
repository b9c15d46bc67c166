// npm run dist:diff [<ref>] [-- --no-build --ignore-classes --limit N]: what a change does to the built site.
// Builds <ref> (a commit, default HEAD) in a temporary git worktree (its node_modules borrowed from this
// checkout) and the working tree (unless --no-build), then compares the two dist/ folders (scripts/lib/dist-diff/).
// The brotli copies (.br) are left out: they follow their files.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { filesIn } from "../integrations/files.mjs";
import { diffDists } from "./lib/dist-diff/dists.ts";
import { ROOT } from "./site.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "no-build": { type: "boolean", default: false },
    "ignore-classes": { type: "boolean", default: false },
    limit: { type: "string", default: "40" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help || positionals.length > 1) {
  console.log(`npm run dist:diff -- [<ref>] [--no-build] [--ignore-classes] [--limit N]
  <ref>             the commit to compare with (default HEAD)
  --no-build        compare with dist/ as it is, without building the working tree
  --ignore-classes  leave class names out (the build shortens them: any change of classes renames many)
  --limit N         changed lines shown per page (default 40)`);
  process.exit(values.help ? 0 : 2);
}
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) throw new Error(`--limit takes a whole number above 0, not ${values.limit}`);

const git = (args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
const ref = positionals[0] ?? "HEAD";
let commit;
try {
  commit = git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
} catch {
  console.error(`dist:diff: ${ref} names no commit here`);
  process.exit(2);
}
const subject = git(["log", "-1", "--format=%h %s", commit]);
const described = subject.length > 72 ? `${subject.slice(0, 71)}…` : subject;

/** `npm run build` in `cwd`, its output shown only if it fails. */
function build(cwd: string, what: string) {
  const started = Date.now();
  process.stderr.write(`Building ${what}… `);
  const run = spawnSync("npm", ["run", "build"], { cwd, encoding: "utf8" });
  if (run.status !== 0) {
    process.stderr.write(`failed\n${run.stdout}${run.stderr}`);
    throw new Error(`the build of ${what} failed`);
  }
  process.stderr.write(`${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

/** A built site's files, each with its content's hash; pages with their HTML. */
function readDist(dist: string) {
  return filesIn(dist)
    .filter((file) => !file.endsWith(".br"))
    .map((file) => {
      const bytes = readFileSync(path.join(dist, file));
      const hash = createHash("sha256").update(bytes).digest("hex");
      return file.endsWith(".html") ? { file, hash, html: bytes.toString("utf8") } : { file, hash };
    });
}

const temp = mkdtempSync(path.join(tmpdir(), "dist-diff-"));
const tree = path.join(temp, "tree");
let before;
try {
  git(["worktree", "add", "--detach", "--quiet", tree, commit]);
  // This checkout's packages, entry by entry rather than the folder itself: the build's caches
  // (node_modules/.astro, .vite) then stay in the worktree instead of mixing with this checkout's.
  mkdirSync(path.join(tree, "node_modules"));
  for (const entry of readdirSync(path.join(ROOT, "node_modules"))) {
    if (entry.startsWith(".") && entry !== ".bin") continue;
    symlinkSync(path.join(ROOT, "node_modules", entry), path.join(tree, "node_modules", entry));
  }
  build(tree, `${ref} (${described})`);
  before = readDist(path.join(tree, "dist"));
} finally {
  // Node removes a link, never what it points to: the borrowed packages stay.
  rmSync(temp, { recursive: true, force: true });
  // With its folder gone, git forgets the worktree (and fails harmlessly if it was never added).
  spawnSync("git", ["worktree", "remove", "--force", tree], { cwd: ROOT });
}

if (!values["no-build"]) build(ROOT, "the working tree");
const after = readDist(path.join(ROOT, "dist"));
const ignoreClasses = values["ignore-classes"];
console.log(`dist:diff ${ref} (${described}) → the working tree's dist/${ignoreClasses ? ", classes ignored" : ""}`);
for (const line of diffDists(before, after, { ignoreClasses, limit })) console.log(line);
