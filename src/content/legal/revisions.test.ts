import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { revisions } from "./revisions";

/** The fingerprint of a legal text's words: its source files, hashed together. */
const fingerprint = (files: readonly string[]) =>
  createHash("sha256")
    .update(files.map((file) => readFileSync(new URL(file, import.meta.url), "utf8")).join("\n"))
    .digest("hex")
    .slice(0, 16);

describe.each(Object.entries(revisions))("the %s", (name, revision) => {
  it("carries the date its words last changed (the fingerprint matches)", () => {
    expect(
      revision.wording,
      `The words of ${name} (${revision.files.join(", ")}) changed: set revisions.${name}.updated to today's date and wording to "${fingerprint(revision.files)}".`,
    ).toBe(fingerprint(revision.files));
  });

  it("has a real date, not in the future", () => {
    expect(revision.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${revision.updated}T00:00:00Z`).getTime()).toBeLessThanOrEqual(Date.now());
  });
});
