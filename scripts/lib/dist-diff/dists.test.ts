import { describe, expect, it } from "vitest";
import { diffDists } from "./dists.ts";

const page = (body: string) => `<!doctype html><html lang="pt-BR"><head></head><body>${body}</body></html>`;
const html = (text: string) => ({ html: page(`<p>${text}</p>`), hash: text });
/** The hunk of a page whose one paragraph reads "B" instead of "A", as printed. */
const aToB = ["  @@ -2,4 +2,4 @@", "     <head>", "     <body>", "       <p>", "  -      A", "  +      B"];

describe("diffDists", () => {
  it("lists pages added, removed and changed by their address, and other files by their hash", () => {
    const before = [
      { file: "index.html", ...html("Início") },
      { file: "contato.html", ...html("A") },
      { file: "servicos/bordadeiras.html", ...html("Bordadeiras") },
      { file: "antiga.html", ...html("Antiga") },
      { file: "robots.txt", hash: "1" },
      { file: "og.jpg", hash: "1" },
      { file: "_astro/a.js", hash: "1" },
    ];
    const after = [
      { file: "index.html", ...html("Início") },
      { file: "contato.html", ...html("B") },
      { file: "servicos/bordadeiras.html", html: page("<p>\n  Bordadeiras\n</p>\n"), hash: "other bytes" },
      { file: "nova.html", ...html("Nova") },
      { file: "robots.txt", hash: "2" },
      { file: "og.jpg", hash: "1" },
      { file: "_astro/b.js", hash: "1" },
    ];
    expect(diffDists(before, after)).toEqual([
      "Pages: 1 changed, 1 added, 1 removed, 2 the same (of 4 before)",
      "+ /nova",
      "− /antiga",
      "/contato (2 changed lines)",
      ...aToB,
      "Other files: 1 changed, 1 added, 1 removed",
      "+ _astro/b.js",
      "− _astro/a.js",
      "~ robots.txt",
    ]);
  });

  it("prints the same change of a later page once, whatever its context", () => {
    const before = [
      { file: "maquina/OLV-0001.html", html: page("<p>A</p>"), hash: "1" },
      { file: "maquina/OLV-0002.html", html: page("<h1>OLV-0002</h1><p>A</p>"), hash: "2" },
    ];
    const after = before.map((file) => ({ ...file, html: file.html.replace("A", "B"), hash: `${file.hash}b` }));
    expect(diffDists(before, after).slice(1, 9)).toEqual([
      "/maquina/OLV-0001 (2 changed lines)",
      ...aToB,
      "/maquina/OLV-0002 (2 changed lines, the same as /maquina/OLV-0001's)",
    ]);
  });

  it("shows at most `limit` changed lines of a page, and the context after the last", () => {
    const many = (n: number) => page(Array.from({ length: 8 }, (_, i) => `<p id="p${i}">${n}</p>`).join(""));
    const diff = diffDists(
      [{ file: "a.html", html: many(1), hash: "1" }],
      [{ file: "a.html", html: many(2), hash: "2" }],
      {
        limit: 4,
      },
    );
    expect(diff).toEqual([
      "Pages: 1 changed, 0 added, 0 removed, 0 the same (of 1 before)",
      "/a (16 changed lines)",
      "  @@ -2,18 +2,18 @@",
      "     <head>",
      "     <body>",
      '       <p id="p0">',
      "  -      1",
      "  +      2",
      '       <p id="p1">',
      "  -      1",
      "  +      2",
      '       <p id="p2">',
      "  … and 12 more (--limit to see them)",
      "Other files: the same",
    ]);
  });
});
