import { describe, expect, it } from "vitest";
import { diffDists, formatDistDiff } from "./dists.ts";

const page = (body: string, head = "<title>Contato</title>") =>
  `<!doctype html><html lang="pt-BR"><head>${head}</head><body>${body}</body></html>`;

describe("diffDists", () => {
  const html = (text: string) => ({ html: page(`<p>${text}</p>`), hash: text });
  it("lists pages added, removed and changed by their address, and other files by their hash", () => {
    const diff = diffDists(
      [
        { file: "index.html", ...html("Início") },
        { file: "contato.html", ...html("A") },
        { file: "servicos/bordadeiras.html", ...html("Bordadeiras") },
        { file: "antiga.html", ...html("Antiga") },
        { file: "robots.txt", hash: "1" },
        { file: "og.jpg", hash: "1" },
        { file: "_astro/a.js", hash: "1" },
      ],
      [
        { file: "index.html", ...html("Início") },
        { file: "contato.html", ...html("B") },
        { file: "servicos/bordadeiras.html", html: page("<p>Bordadeiras</p>\n"), hash: "other bytes, same document" },
        { file: "nova.html", ...html("Nova") },
        { file: "robots.txt", hash: "2" },
        { file: "og.jpg", hash: "1" },
        { file: "_astro/b.js", hash: "1" },
      ],
    );
    expect(diff).toEqual({
      pagesAdded: ["/nova"],
      pagesRemoved: ["/antiga"],
      pagesChanged: [{ page: "/contato", changes: ['body > p: text "A" → "B"'] }],
      pagesSame: 2,
      filesAdded: ["_astro/b.js"],
      filesRemoved: ["_astro/a.js"],
      filesChanged: ["robots.txt"],
    });
    expect(formatDistDiff(diff)).toEqual([
      "Pages: 1 changed, 1 added, 1 removed, 2 the same (of 4 before)",
      "+ /nova",
      "− /antiga",
      "/contato (1 difference)",
      '  body > p: text "A" → "B"',
      "Other files: 1 changed, 1 added, 1 removed",
      "+ _astro/b.js",
      "− _astro/a.js",
      "~ robots.txt",
    ]);
  });

  it("prints the differences a page shares with a page before it once", () => {
    const before = [
      { file: "maquina/OLV-0001.html", html: page("<p>A</p>"), hash: "1" },
      { file: "maquina/OLV-0002.html", html: page("<p>A</p>"), hash: "1" },
    ];
    const after = before.map((file) => ({ ...file, html: page("<p>B</p>"), hash: "2" }));
    expect(formatDistDiff(diffDists(before, after)).slice(1, 4)).toEqual([
      "/maquina/OLV-0001 (1 difference)",
      '  body > p: text "A" → "B"',
      "/maquina/OLV-0002 (1 difference, the same as /maquina/OLV-0001's)",
    ]);
  });

  it("shows at most `limit` differences of a page", () => {
    const many = (n: number) => page(Array.from({ length: 5 }, (_, i) => `<p id="p${i}">${n}</p>`).join(""));
    const diff = diffDists(
      [{ file: "a.html", html: many(1), hash: "1" }],
      [{ file: "a.html", html: many(2), hash: "2" }],
    );
    expect(formatDistDiff(diff, 2)).toEqual([
      "Pages: 1 changed, 0 added, 0 removed, 0 the same (of 1 before)",
      "/a (5 differences)",
      '  body > p#p0: text "1" → "2"',
      '  body > p#p1: text "1" → "2"',
      "  … and 3 more (--limit to see them)",
      "Other files: the same",
    ]);
  });
});
