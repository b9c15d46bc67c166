import { describe, expect, it } from "vitest";
import { diffPage } from "./page.ts";

const page = (body: string, head = "<title>Contato</title>") =>
  `<!doctype html><html lang="pt-BR"><head>${head}</head><body>${body}</body></html>`;

describe("diffPage", () => {
  it("finds nothing between documents that differ only in whitespace, attribute order and class order", () => {
    const before = page(`<main><p class="a b" id="x">Olá,   mundo</p></main>`);
    expect(diffPage(before, page(`<main>\n  <p id="x" class="b  a a">Olá,\n mundo</p>\n</main>`))).toEqual([]);
    expect(diffPage(before, page(`<main><p class="a b" id="y">Olá, mundo</p></main>`))).toEqual([
      "@@ -4,5 +4,5 @@",
      "       Contato",
      "   <body>",
      "     <main>",
      '-      <p class="a b" id="x">',
      '+      <p class="a b" id="y">',
      "         Olá, mundo",
    ]);
  });

  it("shows a changed text as lines removed and added, with the elements around it", () => {
    const before = page(`<main><section><h2>Fale</h2><p>A</p></section></main>`);
    const after = page(`<main><section><h2>Fale</h2><p>B</p></section></main>`);
    expect(diffPage(before, after)).toEqual([
      "@@ -8,4 +8,4 @@",
      "         <h2>",
      "           Fale",
      "         <p>",
      "-          A",
      "+          B",
    ]);
  });

  it("reads a text React split with comments as the one text a reader sees", () => {
    const before = page("<ul><li>Sábado<!-- -->: 8h</li></ul>");
    expect(diffPage(before, page("<ul><li>Sábado: 8h</li></ul>"))).toEqual([]);
    expect(diffPage(before, page("<ul><li>Sábado: 9h</li></ul>"))).toContain("+        Sábado: 9h");
  });

  it("shows a class change and a boolean attribute; with classes ignored, no class at all", () => {
    const before = page(`<a href="/a" class="x y">Link</a>`);
    const after = page(`<a href="/a" class="y z" hidden>Link</a>`);
    expect(diffPage(before, after)).toEqual([
      "@@ -3,5 +3,5 @@",
      "     <title>",
      "       Contato",
      "   <body>",
      '-    <a class="x y" href="/a">',
      '+    <a class="y z" hidden href="/a">',
      "       Link",
    ]);
    expect(diffPage(before, after, { ignoreClasses: true })).toContain('+    <a hidden href="/a">');
    expect(diffPage(before, page(`<a class="z" href="/a">Link</a>`), { ignoreClasses: true })).toEqual([]);
  });

  it("compares inline CSS as sorted declarations: spacing and rule order are no difference, a value is", () => {
    const before = page("", `<style>.a{color:red;margin:0}@media (min-width:64rem){.a>p{color:blue}}</style>`);
    const same = `<style>\n@media (min-width: 64rem) { .a > p { color: blue } }\n.a { margin: 0; }\n.a { color: red }</style>`;
    const after = page("", `<style>.a{color:green;margin:0}@media (min-width:64rem){.a>p{color:blue}}</style>`);
    expect(diffPage(before, page("", same))).toEqual([]);
    expect(diffPage(before, after)).toEqual([
      "@@ -1,7 +1,7 @@",
      ' <html lang="pt-BR">',
      "   <head>",
      "     <style>",
      "-      .a › color: red",
      "+      .a › color: green",
      "       .a › margin: 0",
      "       @media (min-width:64rem) › .a>p › color: blue",
      "   <body>",
    ]);
  });

  it("with classes ignored, finds nothing in a class selector renamed", () => {
    const before = page("", `<style>.a .b{outline:none}</style>`);
    const after = page("", `<style>.c .b{outline:none}</style>`);
    expect(diffPage(before, after)).toContain("+      .c .b › outline: none");
    expect(diffPage(before, after, { ignoreClasses: true })).toEqual([]);
  });

  it("compares JSON-LD as data: key order and formatting are no difference, a value is", () => {
    const ld = (value: object, space?: number) =>
      `<script type="application/ld+json">${JSON.stringify(value, null, space)}</script>`;
    const before = page("", ld({ "@type": "LocalBusiness", telephone: "+55 19 1", areaServed: ["Campinas"] }));
    const same = page("", ld({ telephone: "+55 19 1", areaServed: ["Campinas"], "@type": "LocalBusiness" }, 4));
    const after = page("", ld({ "@type": "LocalBusiness", telephone: "+55 19 2", areaServed: ["Campinas"] }));
    expect(diffPage(before, same)).toEqual([]);
    expect(diffPage(before, after)).toEqual([
      "@@ -6,6 +6,6 @@",
      '         "areaServed": [',
      '           "Campinas"',
      "         ],",
      '-        "telephone": "+55 19 1"',
      '+        "telephone": "+55 19 2"',
      "       }",
      "   <body>",
    ]);
  });

  it("compares a stylesheet or JSON-LD its parser cannot read as text", () => {
    const broken = (content: string) =>
      page("", `<style>.a{</style><script type="application/ld+json">${content}</script>`);
    expect(diffPage(broken("{ a:  1"), broken("{ a: 1"))).toEqual([]);
    expect(diffPage(broken("{ a: 1"), broken("{ a: 2"))).toContain("+      { a: 2");
  });

  it("reads a <noscript>'s content as elements", () => {
    const before = page(`<noscript><p>Sem script</p></noscript>`);
    const after = page(`<noscript><p>Sem JavaScript</p></noscript>`);
    expect(diffPage(before, after).slice(-4)).toEqual([
      "     <noscript>",
      "       <p>",
      "-        Sem script",
      "+        Sem JavaScript",
    ]);
  });

  it("writes a long open tag one attribute a line, and leaves out an island's uid (every build draws its own)", () => {
    const island = (uid: string, text = "x") =>
      page(`<astro-island uid="${uid}" props='${JSON.stringify({ text: text.repeat(120) })}' ssr></astro-island>`);
    expect(diffPage(island("Z1"), island("Z2"))).toEqual([]);
    // Its props changed: that attribute alone, on a line of its own.
    const changed = diffPage(island("Z1"), island("Z1", "y")).filter((line) => "-+".includes(line[0]!));
    expect(changed.map((line) => line.slice(0, 15))).toEqual(["-        props=", "+        props="]);
  });
});
