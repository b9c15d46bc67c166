import { describe, expect, it } from "vitest";
import { cssDeclarations, diffCss, diffDists, diffJson, diffPage, formatDistDiff, shorten } from "./dist-diff";

const page = (body: string, head = "<title>Contato</title>") =>
  `<!doctype html><html lang="pt-BR"><head>${head}</head><body>${body}</body></html>`;

describe("diffPage", () => {
  it("finds nothing between documents that differ only in whitespace, attribute order and class order", () => {
    expect(
      diffPage(
        page(`<main><p class="a b" id="x">Olá,   mundo</p></main>`),
        page(`<main>\n  <p id="x" class="b a">Olá,\n mundo</p>\n</main>`),
      ),
    ).toEqual([]);
  });

  it("reads a text React split with comments as the one text a reader sees", () => {
    expect(diffPage(page("<ul><li>Sábado<!-- -->: 8h</li></ul>"), page("<ul><li>Sábado: 8h</li></ul>"))).toEqual([]);
  });

  it("says where a text changed, by the element's path and its place among its siblings", () => {
    const before = page(`<main><section><p>Um</p></section><section><p>A</p></section></main>`);
    const after = page(`<main><section><p>Um</p></section><section><p>B</p></section></main>`);
    expect(diffPage(before, after)).toEqual(['body > main > section:nth(2) > p: text "A" → "B"']);
  });

  it("names an element by its id, and a head element by the attribute that names it", () => {
    const before = page(`<section id="contato"><h2>Fale</h2></section>`, `<meta name="description" content="Um">`);
    const after = page(`<section id="contato"><h2>Fale já</h2></section>`, `<meta name="description" content="Dois">`);
    expect(diffPage(before, after)).toEqual([
      'head > meta[name="description"]: attribute content "Um" → "Dois"',
      'body > section#contato > h2: text "Fale" → "Fale já"',
    ]);
  });

  it("reports an inserted element as added, not as a change to every sibling after it", () => {
    const before = page(`<ul><li>Um</li><li>Dois</li><li>Três</li></ul>`);
    const after = page(`<ul><li>Um</li><li>Meio</li><li>Dois</li><li>Três</li></ul>`);
    expect(diffPage(before, after)).toEqual(['body > ul > li:nth(2): added li "Meio"']);
    expect(diffPage(after, before)).toEqual(['body > ul > li:nth(2): removed li "Meio"']);
  });

  it("reports an element given another tag, with the same text, as retagged, and compares what it holds", () => {
    const before = page(`<main><div class="sheets"><p>OLV-0001</p></div></main>`);
    const after = page(`<main><section class="sheets" tabindex="0"><p>OLV-0001</p></section></main>`);
    expect(diffPage(before, after)).toEqual([
      "body > main > section: element <div> → <section>",
      'body > main > section: attribute tabindex added "0"',
    ]);
  });

  it("compares attributes: added, removed, changed; the class attribute as a set, or not at all", () => {
    const before = page(`<a href="/a" class="x y" hidden>Link</a>`);
    const after = page(`<a href="/b" class="y z" target="_blank">Link</a>`);
    expect(diffPage(before, after)).toEqual([
      "body > a: class +z −x",
      'body > a: attribute hidden removed (was "")',
      'body > a: attribute href "/a" → "/b"',
      'body > a: attribute target added "_blank"',
    ]);
    expect(diffPage(before, after, { ignoreClasses: true })).not.toContainEqual(expect.stringContaining("class"));
  });

  it("compares inline CSS as declarations, whatever its formatting", () => {
    const before = page("", `<style>.a{color:red;margin:0}@media (min-width:64rem){.a{color:blue}}</style>`);
    const same = page(
      "",
      `<style>\n.a { margin: 0; }\n.a { color: red }\n@media (min-width: 64rem) { .a { color: blue } }</style>`,
    );
    const after = page("", `<style>.a{color:green;margin:0}@media (min-width:64rem){.a{color:blue}}</style>`);
    expect(diffPage(before, same)).toEqual([]);
    expect(diffPage(before, after)).toEqual(["head > style: css .a › color: red → green"]);
  });

  it("compares JSON-LD as data, by the path of each value that changed", () => {
    const ld = (value: object) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
    const before = page("", ld({ "@type": "LocalBusiness", telephone: "+55 19 1", areaServed: ["Campinas"] }));
    const reordered = page("", ld({ telephone: "+55 19 1", areaServed: ["Campinas"], "@type": "LocalBusiness" }));
    const after = page("", ld({ "@type": "LocalBusiness", telephone: "+55 19 2", areaServed: ["Campinas", "Sumaré"] }));
    expect(diffPage(before, reordered)).toEqual([]);
    expect(diffPage(before, after)).toEqual([
      'head > script[type="application/ld+json"]: json $.telephone: "+55 19 1" → "+55 19 2"',
      'head > script[type="application/ld+json"]: json $.areaServed[1] added: "Sumaré"',
    ]);
  });

  it("names a <meta> by its http-equiv", () => {
    const csp = (hash: string) => `<meta http-equiv="content-security-policy" content="style-src '${hash}'">`;
    expect(diffPage(page("", csp("a")), page("", csp("b")))).toEqual([
      `head > meta[http-equiv="content-security-policy"]: attribute content "style-src 'a'" → "style-src 'b'"`,
    ]);
  });

  it("reads a <noscript>'s content as elements", () => {
    const before = page(`<noscript><p>Sem script</p></noscript>`);
    const after = page(`<noscript><p>Sem JavaScript</p></noscript>`);
    expect(diffPage(before, after)).toEqual(['body > noscript > p: text "Sem script" → "Sem JavaScript"']);
  });
});

describe("the CSS and JSON comparisons", () => {
  it("writes each declaration with its at-rules and selector; each class as _ when classes are ignored", () => {
    expect(cssDeclarations("@media print { .a, .b > p { color: red !important } }")).toEqual([
      "@media print › .a,.b>p › color: red !important",
    ]);
    expect(cssDeclarations(".sheet .label{outline:none}", { ignoreClasses: true })).toEqual(["._ ._ › outline: none"]);
  });

  it("lists declarations added and removed when no value of the same place changed", () => {
    expect(diffCss(".a{color:red}", ".b{color:red}")).toEqual(["css − .a › color: red", "css + .b › color: red"]);
  });

  it("finds nothing between equal JSON values", () => {
    expect(diffJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(diffJson({ a: 1 }, { b: 1 })).toEqual(["json $.a removed: 1", "json $.b added: 1"]);
  });
});

describe("shorten", () => {
  it("keeps a short text, and cuts a long one down to where it differs", () => {
    expect(shorten("curto")).toBe("curto");
    const a = `${"x".repeat(100)}ABC${"y".repeat(100)}`;
    const b = `${"x".repeat(100)}DEF${"y".repeat(100)}`;
    expect(shorten(a, b)).toMatch(/^…x+ABCy+…$/);
    expect(shorten(a, b).length).toBeLessThan(90);
  });
});

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
