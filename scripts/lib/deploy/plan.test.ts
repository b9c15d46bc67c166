import { describe, expect, it } from "vitest";
import {
  assertSafePath,
  formatManifest,
  MANIFEST,
  parseManifest,
  planDeploy,
  TEMP_SUFFIX,
  uploadRank,
  type LocalFile,
  type Manifest,
} from "./plan.ts";

const file = (path: string, hash = "h1", size = 10): LocalFile => ({ path, hash, size });
const recorded = (...files: LocalFile[]): Manifest =>
  Object.fromEntries(files.map((f) => [f.path, { size: f.size, hash: f.hash }]));
const remoteOf = (...files: LocalFile[]) => files.map(({ path, size }) => ({ path, size }));

describe("uploadRank", () => {
  it("puts assets, then styles and scripts, then pages with their brotli copies, then the hosts' files", () => {
    expect(uploadRank("og.jpg")).toBe(0);
    expect(uploadRank("_astro/x.woff2")).toBe(0);
    expect(uploadRank("sitemap-0.xml.br")).toBe(0);
    expect(uploadRank("_astro/a.css")).toBe(1);
    expect(uploadRank("_astro/a.js.br")).toBe(1);
    expect(uploadRank("contato.html")).toBe(2);
    expect(uploadRank("servicos/bordadeiras.html.br")).toBe(2);
    expect(uploadRank(".htaccess")).toBe(3);
    expect(uploadRank("_headers")).toBe(3);
  });
});

describe("assertSafePath", () => {
  it("refuses any path that could leave the remote folder", () => {
    for (const bad of ["", "/etc/passwd", "../x", "a/../../x", "a//b", "./a", "a\\..\\b", "a/"])
      expect(() => assertSafePath(bad), bad).toThrow(/unsafe path/);
    expect(() => assertSafePath(".htaccess")).not.toThrow();
    expect(() => assertSafePath("_astro/a..b.css")).not.toThrow();
  });
});

describe("planDeploy", () => {
  it("uploads everything, assets before pages before host files, on a first deploy", () => {
    const local = [file(".htaccess"), file("index.html"), file("_astro/a.css"), file("og.jpg"), file("index.html.br")];
    const plan = planDeploy(local, [], {});
    expect(plan.uploads.map((f) => f.path)).toEqual([
      "og.jpg",
      "_astro/a.css",
      "index.html",
      "index.html.br",
      ".htaccess",
    ]);
    expect(plan.deletes).toEqual([]);
    expect(Object.values(plan.interimManifest).map((entry) => entry.hash)).toEqual(["", "", "", "", ""]);
    expect(Object.keys(plan.finalManifest).sort()).toEqual(local.map((f) => f.path).sort());
  });

  it("sends nothing when the remote folder is the build", () => {
    const local = [file("index.html"), file("og.jpg")];
    const plan = planDeploy(local, remoteOf(...local), recorded(...local));
    expect(plan.uploads).toEqual([]);
    expect(plan.deletes).toEqual([]);
    expect(plan.interimManifest).toEqual(plan.finalManifest);
  });

  it("sends a changed file even when its size is the same (a date on a page), and a missing or cut one", () => {
    const before = [file("index.html", "old"), file("a.png"), file("b.png")];
    const local = [file("index.html", "new"), file("a.png"), file("b.png")];
    const remote = [
      { path: "index.html", size: 10 },
      { path: "a.png", size: 4 },
    ]; // b.png gone, a.png cut short
    const plan = planDeploy(local, remote, recorded(...before));
    expect(plan.uploads.map((f) => f.path)).toEqual(["a.png", "b.png", "index.html"]);
    // Until they are in place, the record no longer vouches for them: a cut deploy sends them again.
    expect(plan.interimManifest).toEqual({
      "index.html": { size: 10, hash: "" },
      "a.png": { size: 10, hash: "" },
      "b.png": { size: 10, hash: "" },
    });
    // A file sent by a cut deploy and built no more is still the deploy's to delete.
    expect(planDeploy([], remoteOf(...local), plan.interimManifest).deletes.sort()).toEqual([
      "a.png",
      "b.png",
      "index.html",
    ]);
  });

  it("deletes only what an earlier deploy put there, and temporary files of a cut upload", () => {
    const old = [file("index.html"), file("sobre.html"), file("_astro/old.css"), file("fotos/velha.jpg")];
    const local = [file("index.html"), file("_astro/new.css")];
    const remote = [
      ...remoteOf(...old),
      { path: MANIFEST, size: 100 },
      { path: ".well-known/acme-challenge/token", size: 5 },
      { path: "catalogo.pdf", size: 5 },
      { path: `_astro/new.css${TEMP_SUFFIX}`, size: 3 },
    ];
    const plan = planDeploy(local, remote, recorded(...old));
    expect(plan.uploads.map((f) => f.path)).toEqual(["_astro/new.css"]);
    // Pages before the assets they referenced.
    expect(plan.deletes).toEqual(["sobre.html", "_astro/old.css", "_astro/new.css.deploy-tmp", "fotos/velha.jpg"]);
    expect(plan.foreign).toEqual([".well-known/acme-challenge/token", "catalogo.pdf"]);
    expect(plan.removeDirs).toEqual(["fotos"]);
    // Until the deletes are done, the record still names the files to delete.
    expect(Object.keys(plan.interimManifest).sort()).toEqual([
      "_astro/new.css",
      "_astro/old.css",
      "fotos/velha.jpg",
      "index.html",
      "sobre.html",
    ]);
    expect(Object.keys(plan.finalManifest).sort()).toEqual(["_astro/new.css", "index.html"]);
  });

  it("removes nested folders deepest first, and keeps a folder where anything stays", () => {
    const old = [file("a/b/c.html"), file("a/d.html"), file("x/y.html")];
    const plan = planDeploy(
      [file("x/z.html")],
      [...remoteOf(...old), { path: "a/mine.txt", size: 1 }],
      recorded(...old),
    );
    expect(plan.removeDirs).toEqual(["a/b"]);
    expect(planDeploy([file("index.html")], remoteOf(...old), recorded(...old)).removeDirs).toEqual(["a/b", "a", "x"]);
  });

  it("refuses a build whose paths could leave the folder or clash with the deploy's own files", () => {
    expect(() => planDeploy([file("../x.html")], [], {})).toThrow(/unsafe path/);
    expect(() => planDeploy([file(MANIFEST)], [], {})).toThrow(/deploy's own/);
    expect(() => planDeploy([], [{ path: "../up", size: 1 }], { "../up": { size: 1, hash: "h" } })).toThrow(
      /unsafe path/,
    );
  });
});

describe("manifest", () => {
  it("reads back what it writes, and takes anything unreadable as no record", () => {
    const manifest = recorded(file("b.html", "2"), file("a.css", "1"));
    expect(parseManifest(formatManifest(manifest))).toEqual(manifest);
    expect(parseManifest(undefined)).toEqual({});
    expect(parseManifest('{"version":1,"files":{"a"')).toEqual({});
    expect(parseManifest("null")).toEqual({});
    expect(parseManifest('{"files":{"a":{"size":"1","hash":"x"}}}')).toEqual({});
  });
});
