import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { builtPages } from "./dist";

// Every built page against HTML standards and accessibility rules (.htmlvalidate.mjs).
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe("built HTML", () => {
  it.each(builtPages.map((p) => [p.file, p] as const))("%s is valid", async (file, page) => {
    const report = await validator.validateString(page.html, `dist/${file}`);
    const problems = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? `column ${m.column}`})`),
    );
    expect(problems).toEqual([]);
  });
});
