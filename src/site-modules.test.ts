// src/ holds what the site and its build render: every module in it is reached by the imports of the pages
// (src/pages/), the content collections (src/content.config.ts) or the build's configuration
// (astro.config.mjs, which imports integrations/). A module reached only from scripts/, tests/ or test files
// (the tooling) belongs with the scripts that use it (scripts/lib/); one reached from nowhere is dead code.
// Imports are read with TypeScript's own scanner, and an .astro file's through Astro's compiler (its
// frontmatter and its <script> tags), so nothing here parses code by hand.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const CODE = [".ts", ".tsx", ".mts", ".mjs", ".js", ".astro"];
const isTest = (file: string) => /\.(test|spec)\.[^.]+$/.test(file);
const isCode = (file: string) => CODE.includes(path.extname(file)) && !file.endsWith(".d.ts");

// The compiler of the Astro the project builds with (a dependency of astro's, not of the project's).
const astroRequire = createRequire(createRequire(import.meta.url).resolve("astro/package.json"));
const { transform } = (await import(astroRequire.resolve("@astrojs/compiler-rs"))) as {
  transform: (source: string, options: { filename: string }) => { code: string; scripts: Array<{ code?: string }> };
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/** The module specifiers a file imports (static, dynamic, type-only and re-exports alike). */
function specifiersOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const sources =
    path.extname(file) === ".astro"
      ? (({ code, scripts }) => [code, ...scripts.flatMap((script) => script.code ?? [])])(
          transform(source, { filename: file }),
        )
      : [source];
  return sources.flatMap((text) => ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName));
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** A relative specifier as the file it names (as Vite resolves it: the extension may be left out). */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier.split("?")[0] ?? "");
  return [base, ...CODE.map((ext) => base + ext), ...CODE.map((ext) => path.join(base, `index${ext}`))].find(isFile);
}

/** Every file reached from `roots` by imports, and for each file in src/ the files that import it. */
function importGraph(roots: string[]) {
  const reached = new Set<string>();
  const importers = new Map<string, string[]>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    if (!isCode(file)) return;
    for (const specifier of specifiersOf(file)) {
      const target = resolve(file, specifier);
      if (target) visit(target);
    }
  };
  roots.forEach(visit);
  const others = ["scripts", "tests", "integrations", "servers", "src"].flatMap((dir) =>
    filesUnder(path.join(ROOT, dir)).filter((file) => isCode(file) && !file.includes("node_modules")),
  );
  for (const file of [...others, ...filesUnder(ROOT).filter((f) => path.dirname(f) === ROOT && isCode(f))]) {
    for (const specifier of specifiersOf(file)) {
      const target = resolve(file, specifier);
      if (target) importers.set(target, [...(importers.get(target) ?? []), file]);
    }
  }
  return { reached, importers };
}

describe("src/", () => {
  const src = path.join(ROOT, "src");
  const roots = [
    ...filesUnder(path.join(src, "pages")).filter(isCode),
    path.join(src, "content.config.ts"),
    path.join(ROOT, "astro.config.mjs"),
  ];
  const { reached, importers } = importGraph(roots);
  const relative = (file: string) => path.relative(ROOT, file);

  it("holds only modules the site or its build imports, not tooling used by scripts or tests alone", () => {
    const modules = filesUnder(src).filter((file) => isCode(file) && !isTest(file));
    const unused = modules
      .filter((file) => !reached.has(file))
      .map(
        (file) =>
          `${relative(file)} (imported by: ${(importers.get(file) ?? []).map(relative).join(", ") || "nothing"})`,
      );
    expect(unused, "move these to scripts/lib/ (with their tests), or remove them").toEqual([]);
  });

  it("is read through its imports: the pages reach the layouts, components and facts", () => {
    // The check above would pass vacuously if the imports were not followed.
    for (const file of ["src/layouts/SiteLayout.astro", "src/config/business.ts", "src/lib/paths.ts"])
      expect(reached, file).toContain(path.join(ROOT, file));
    // And the forms' code, reached only from a <script> of src/pages/admin/index.astro.
    expect(reached).toContain(path.join(src, "components/admin/form-fields.tsx"));
  });
});
