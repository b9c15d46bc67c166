import { describe, expect, it } from "vitest";
import {
  candidates,
  hashSource,
  importsOf,
  ownCsp,
  scriptUrlsOf,
  trimStyles,
  withHexColours,
  withoutFormControlRules,
  withoutUnusedProperties,
} from "./page-styles";

const CSS = [
  ":root{--color-brand:navy;--color-spare:pink}",
  ".used{color:var(--color-brand)}",
  ".unused{color:blue}",
  ".from-script{color:green}",
  ".md\\:before\\:content-\\[\\'·\\'\\]:before{content:'·'}",
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
  ":focus-visible{outline:3px solid}",
  ".form:has(option[value=urgent]:checked) .call{display:flex}",
  "@keyframes spin{to{rotate:1turn}}",
  ".spinning{animation:spin 1s}",
].join("");
const page = (body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'none'; script-src 'self' 'sha256-old='; style-src 'self' 'sha256-old=';"><style>${CSS}</style></head><body>${body}</body></html>`;
const styleOf = (html: string) => /<style>([\s\S]*)<\/style>/.exec(html)![1]!;

describe("trimStyles", () => {
  it("keeps the rules the page's markup uses and drops the rest", async () => {
    const css = styleOf(await trimStyles(page('<p class="used">x</p>'), []));
    expect(css).toContain(".used");
    expect(css).not.toContain(".unused");
    expect(css).not.toContain(".spinning");
    expect(css).not.toContain("@keyframes spin");
    expect(css).toContain("--color-brand:navy");
    expect(css).not.toContain("--color-spare");
  });

  it("keeps the rules of classes only a script of the page adds", async () => {
    const css = styleOf(await trimStyles(page("<p>x</p>"), ['el.className="from-script spinning"']));
    expect(css).toContain(".from-script");
    expect(css).toContain("@keyframes spin");
  });

  it("reads classes with quotes, brackets and escaped characters as the markup writes them", async () => {
    const html = page(
      '<span class="md:before:content-[&#39;·&#39;]"></span><a class="[&amp;_svg]:size-4"><svg></svg>x</a>',
    );
    const css = styleOf(await trimStyles(html, []));
    expect(css).toContain("content:'·'");
    expect(css).toContain("width:1rem");
  });

  it("keeps state-only selectors and selectors of states the markup can reach without a script", async () => {
    const html = page(
      '<form class="form"><select><option value="urgent">!</option></select><a class="call">x</a></form>',
    );
    const css = styleOf(await trimStyles(html, []));
    expect(css).toContain(":focus-visible");
    expect(css).toContain(".form:has(option[value=urgent]:checked) .call");
  });
});

describe("withoutUnusedProperties", () => {
  it("drops the registration of a custom property nothing reads, and keeps one a rule reads", () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}.card{box-shadow:var(--tw-shadow)}';
    expect(withoutUnusedProperties(css)).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}.card{box-shadow:var(--tw-shadow)}',
    );
  });
});

describe("withHexColours", () => {
  it("writes Tailwind's oklab() colours as the same sRGB colour in hex, with its opacity", () => {
    expect(
      withHexColours(
        ".a{border-color:oklab(100% 0 5.96046e-8/.15)}.b{background:oklab(21.3831% -.0140996 -.0424186/.55)}",
      ),
    ).toBe(".a{border-color:#ffffff26}.b{background:#081a2d8c}");
    expect(withHexColours(".c{color:oklab(100% 0 0)}")).toBe(".c{color:#ffffff}");
  });
});

describe("withoutFormControlRules", () => {
  const css =
    "::placeholder{opacity:1}@supports (x:y){::placeholder{color:currentColor}}::-webkit-datetime-edit{display:inline-flex}" +
    "::file-selector-button,button{font:inherit}a{color:inherit}";
  it("drops the rules only form controls use, and the at-rules they leave empty, on a page with none", () => {
    expect(withoutFormControlRules(css, "<a href=/>x</a><button>y</button>")).toBe(
      "::file-selector-button,button{font:inherit}a{color:inherit}",
    );
  });
  it("keeps them all where the page has a field", () => {
    for (const field of ["<input name=a>", "<textarea></textarea>", "<select></select>"]) {
      expect(withoutFormControlRules(css, `<form>${field}</form>`)).toBe(css);
    }
  });
});

describe("ownCsp", () => {
  it("lists exactly the hashes of the page's own inline scripts and styles, and keeps every other source", () => {
    const html = page(
      '<script>go()</script><script type="application/ld+json">{}</script><script src="/a.js"></script>',
    );
    const policy = /content="([^"]*)"/.exec(ownCsp(html))![1]!;
    expect(policy).toBe(
      `default-src 'none';script-src 'self' ${hashSource("go()")};style-src 'self' ${hashSource(CSS)};`,
    );
  });

  it("leaves only 'self' where the page has no inline script", () => {
    expect(ownCsp(page("<p>x</p>"))).toContain("script-src 'self';");
  });

  it("refuses a page without a <meta> policy", () => {
    expect(() => ownCsp("<html><style>a{}</style></html>")).toThrow(/content-security-policy/);
  });
});

describe("the scripts of a page", () => {
  it("are its islands' components and its module scripts, with what they import, not the islands' renderer", () => {
    const html =
      '<astro-island component-url="/_astro/Form.1.js" renderer-url="/_astro/client.2.js"></astro-island><script type="module" src="/_astro/menu.3.js"></script>';
    expect(scriptUrlsOf(html)).toEqual(["/_astro/Form.1.js", "/_astro/menu.3.js"]);
    expect(importsOf('import{a}from"./button.4.js";import("../lib/x.5.js")', "/_astro/Form.1.js")).toEqual([
      "/_astro/button.4.js",
      "/lib/x.5.js",
    ]);
  });
});

describe("candidates", () => {
  it("decodes the markup's character references", () => {
    expect(candidates('class="a&amp;b c&#39;d&#x27;"')).toEqual(expect.arrayContaining(["a&b", "c'd'"]));
  });
});
