import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { allPages, DIST } from "./dist";

// Every built page against HTML standards and accessibility rules (.htmlvalidate.mjs).
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe("built HTML", () => {
  it.each(allPages.map((p) => [p.file, p] as const))("%s is valid", async (file, page) => {
    const report = await validator.validateString(page.html, `dist/${file}`);
    const problems = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? `column ${m.column}`})`),
    );
    expect(problems).toEqual([]);
  });
});

// The W3C Nu HTML Checker (vnu, the validator.w3.org engine; needs Java). Its CSS parser does not know two
// current CSS features yet: those messages, and only by their exact text, are not errors of the pages.
const UNKNOWN_TO_THE_CHECKER = new Set([
  "CSS: Unrecognized at-rule “@property”",
  "CSS: “animation-timeline”: Property “animation-timeline” doesn't exist.",
]);

describe("W3C Nu HTML Checker", { tags: ["java"] }, () => {
  it("reports no error on any page", { timeout: 120_000 }, () => {
    const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
    const files = allPages.map((page) => `${DIST}/${page.file}`);
    const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], { encoding: "utf8" });
    expect(run.error, "java could not start (install a Java runtime)").toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as { messages: Array<{ url: string; message: string }> };
    const errors = messages
      .filter((m) => !UNKNOWN_TO_THE_CHECKER.has(m.message))
      .map((m) => `${m.url.slice(m.url.lastIndexOf("/dist/") + 6)}: ${m.message}`);
    expect(errors).toEqual([]);
  });
});
