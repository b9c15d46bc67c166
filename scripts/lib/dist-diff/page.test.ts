import { describe, expect, it } from "vitest";
import { diffPage } from "./page.ts";

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
