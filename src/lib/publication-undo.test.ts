import { describe, expect, it } from "vitest";
import type { CommitFile, GitHubApi } from "./publication-github";
import { fileLabel, planUndo, runUndo, undoSteps } from "./publication-undo";

/** A repository in memory: each commit's files (path -> [blob sha, base64 bytes]); writes recorded in order. */
function fakeRepository(commits: Record<string, Record<string, [string, string]>>, files: CommitFile[]) {
  const writes: string[] = [];
  const api: GitHubApi = {
    commits: async () => [],
    statuses: async () => [],
    comments: async () => [],
    commit: async (sha) => ({ sha, parents: [{ sha: "parent" }], files }),
    blobSha: async (path, ref) => commits[ref]?.[path]?.[0] ?? null,
    contentAt: async (path, ref) => {
      const file = commits[ref]?.[path];
      if (!file) throw new Error(`no ${path} at ${ref}`);
      return file[1];
    },
    put: async (path, { content, sha, message, branch }) => {
      writes.push(`PUT ${path} ${content} sha=${sha} ${branch} ${message}`);
    },
    remove: async (path, { sha, message, branch }) => {
      writes.push(`DELETE ${path} sha=${sha} ${branch} ${message}`);
    },
  };
  return { api, writes };
}

describe("the steps that undo a save", () => {
  it("restores what it changed or deleted, deletes what it added, brings a renamed file back", () => {
    expect(
      undoSteps([
        { filename: "src/data/empresa/empresa.yaml", status: "modified", sha: "b2" },
        { filename: "src/content/works/novo.yaml", status: "added", sha: "w1" },
        { filename: "public/fotos/velha.webp", status: "removed", sha: null },
        {
          filename: "src/content/machines/novo-nome.yaml",
          status: "renamed",
          sha: "m2",
          previous_filename: "src/content/machines/antigo.yaml",
        },
      ]),
    ).toEqual([
      { action: "restore", path: "public/fotos/velha.webp", leftBySave: null },
      { action: "restore", path: "src/data/empresa/empresa.yaml", leftBySave: "b2" },
      { action: "restore", path: "src/content/machines/antigo.yaml", leftBySave: null },
      { action: "delete", path: "src/content/works/novo.yaml", leftBySave: "w1" },
      { action: "delete", path: "src/content/machines/novo-nome.yaml", leftBySave: "m2" },
    ]);
  });

  it("brings a photo back before the entry that names it, and deletes an entry before its photo", () => {
    const added = undoSteps([
      { filename: "src/content/works/foto.webp", status: "added", sha: "p" },
      { filename: "src/content/works/troca.yaml", status: "added", sha: "y" },
    ]);
    expect(added.map((step) => step.path)).toEqual(["src/content/works/troca.yaml", "src/content/works/foto.webp"]);
    const removed = undoSteps([
      { filename: "src/content/works/troca.yaml", status: "removed" },
      { filename: "src/content/works/foto.webp", status: "removed" },
    ]);
    expect(removed.map((step) => step.path)).toEqual(["src/content/works/foto.webp", "src/content/works/troca.yaml"]);
  });
});

describe("undoing a save on GitHub", () => {
  const files: CommitFile[] = [
    { filename: "src/data/empresa/empresa.yaml", status: "modified", sha: "facts-bad" },
    { filename: "src/content/works/troca.yaml", status: "added", sha: "work-1" },
  ];
  const before = { "src/data/empresa/empresa.yaml": ["facts-good", "Z29vZA=="] as [string, string] };

  it("writes back the version before the save with the blob on the branch now, and deletes what it added", async () => {
    const { api, writes } = fakeRepository(
      {
        parent: before,
        main: {
          "src/data/empresa/empresa.yaml": ["facts-bad", "YmFk"],
          "src/content/works/troca.yaml": ["work-1", "eA=="],
        },
      },
      files,
    );
    const plan = await planUndo(api, "bad", "main");
    expect(plan.steps.map((step) => step.changedSince)).toEqual([false, false]);
    expect(await runUndo(api, plan, "main", "Desfaz")).toBe(2);
    expect(writes).toEqual([
      "PUT src/data/empresa/empresa.yaml Z29vZA== sha=facts-bad main Desfaz",
      "DELETE src/content/works/troca.yaml sha=work-1 main Desfaz",
    ]);
  });

  it("says which file changed since, writes over its current blob, and leaves a deleted file alone", async () => {
    const { api, writes } = fakeRepository(
      { parent: before, main: { "src/data/empresa/empresa.yaml": ["facts-newer", "bmV3ZXI="] } },
      files,
    );
    const plan = await planUndo(api, "bad", "main");
    expect(plan.steps.map((step) => [step.path, step.current, step.changedSince])).toEqual([
      ["src/data/empresa/empresa.yaml", "facts-newer", true],
      ["src/content/works/troca.yaml", null, true],
    ]);
    expect(await runUndo(api, plan, "main", "Desfaz")).toBe(1);
    expect(writes).toEqual(["PUT src/data/empresa/empresa.yaml Z29vZA== sha=facts-newer main Desfaz"]);
  });

  it("brings back a deleted file without a blob to replace", async () => {
    const { api, writes } = fakeRepository(
      { parent: { "public/fotos/oficina.webp": ["photo", "UklGRg=="] }, main: {} },
      [{ filename: "public/fotos/oficina.webp", status: "removed" }],
    );
    await runUndo(api, await planUndo(api, "bad", "main"), "main", "Desfaz");
    expect(writes).toEqual(["PUT public/fotos/oficina.webp UklGRg== sha=null main Desfaz"]);
  });

  it("refuses a commit without a parent", async () => {
    const { api } = fakeRepository({}, []);
    await expect(
      planUndo({ ...api, commit: async (sha) => ({ sha, parents: [], files: [] }) }, "root", "main"),
    ).rejects.toThrow(/no parent/);
  });
});

describe("a file by the form that saves it", () => {
  const places = [
    { path: "src/data/empresa/empresa.yaml", label: "Dados da empresa" },
    { path: "src/content/works/", label: "Trabalho realizado" },
  ];
  it("names the facts, an entry of a folder, or gives the path", () => {
    expect(fileLabel("src/data/empresa/empresa.yaml", places)).toBe("Dados da empresa");
    expect(fileLabel("src/content/works/troca.yaml", places)).toBe("Trabalho realizado: troca.yaml");
    expect(fileLabel("README.md", places)).toBe("README.md");
  });
});
