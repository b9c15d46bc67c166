import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { hashSource, metaCspOf, ownCsp } from "./csp";
import { byTag, parseHtml, rawText } from "./html";
import {
  candidates,
  stylesInHead,
  trimStyles,
  withHexColours,
  withoutFormControlRules,
  withoutPropertiesFallback,
  withoutUnusedProperties,
} from "./page-styles";
import { importsOf, scriptUrlsOf } from "./scripts";
import { stepped } from "./test-page";

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
  `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="default-src 'none'; script-src 'self' 'sha256-old='; style-src 'self' 'sha256-old=';"><style>${CSS}</style></head><body>${body}</body></html>`;
/** The page's stylesheet once trimmed for `scripts`. */
async function trimmed(html: string, scripts: string[] = []) {
  const document = parseHtml(html);
  await trimStyles(document, scripts);
  return rawText(byTag(document, "style")[0]!);
}
/** A stylesheet changed by a PostCSS step. */
const changed = (css: string, step: (root: postcss.Root) => void) => {
  const root = postcss.parse(css);
  step(root);
  return root.toString();
};

describe("trimStyles", () => {
  it("keeps the rules the page's markup uses and drops the rest", async () => {
    const css = await trimmed(page('<p class="used">x</p>'));
    expect(css).toContain(".used");
    expect(css).not.toContain(".unused");
    expect(css).not.toContain(".spinning");
    expect(css).not.toContain("@keyframes spin");
    expect(css).toContain("--color-brand:navy");
    expect(css).not.toContain("--color-spare");
  });

  it("keeps the rules of classes only a script of the page adds", async () => {
    const css = await trimmed(page("<p>x</p>"), ['el.className="from-script spinning"']);
    expect(css).toContain(".from-script");
    expect(css).toContain("@keyframes spin");
  });

  it("reads classes with quotes, brackets and escaped characters as the markup writes them", async () => {
    const html = page(
      '<span class="md:before:content-[&#39;·&#39;]"></span><a class="[&amp;_svg]:size-4"><svg></svg>x</a>',
    );
    const css = await trimmed(html);
    expect(css).toContain("content:'·'");
    expect(css).toContain("width:1rem");
  });

  it("keeps state-only selectors and selectors of states the markup can reach without a script", async () => {
    const html = page(
      '<form class="form"><select><option value="urgent">!</option></select><a class="call">x</a></form>',
    );
    const css = await trimmed(html);
    expect(css).toContain(":focus-visible");
    expect(css).toContain(".form:has(option[value=urgent]:checked) .call");
  });
});

describe("withoutUnusedProperties", () => {
  it("drops the registration of a custom property nothing reads, and keeps one a rule reads", () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}.card{box-shadow:var(--tw-shadow)}';
    expect(changed(css, withoutUnusedProperties)).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}.card{box-shadow:var(--tw-shadow)}',
    );
  });
});

describe("withoutPropertiesFallback", () => {
  it("drops the layer that sets the custom properties for browsers without @property, and no other layer", () => {
    const css =
      "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*{--tw-shadow:0 0 #0000}}}@layer theme{:root{--color-brand:navy}}";
    expect(changed(css, withoutPropertiesFallback)).toBe("@layer theme{:root{--color-brand:navy}}");
  });
});

describe("withHexColours", () => {
  it("writes Tailwind's oklab() colours as the same sRGB colour in hex, with its opacity", () => {
    expect(
      changed(
        ".a{border-color:oklab(100% 0 5.96046e-8/.15)}.b{background:oklab(21.3831% -.0140996 -.0424186/.55)}",
        withHexColours,
      ),
    ).toBe(".a{border-color:#ffffff26}.b{background:#081a2d8c}");
    expect(changed(".c{color:oklab(100% 0 0)}", withHexColours)).toBe(".c{color:#ffffff}");
  });
});

describe("withoutFormControlRules", () => {
  const css =
    "::placeholder{opacity:1}@supports (x:y){::placeholder{color:currentColor}}::-webkit-datetime-edit{display:inline-flex}" +
    "::file-selector-button,button{font:inherit}a{color:inherit}";
  it("drops the rules only form controls use, and the at-rules they leave empty", () => {
    expect(changed(css, withoutFormControlRules)).toBe("::file-selector-button,button{font:inherit}a{color:inherit}");
  });
  it("are kept where the page has a field", async () => {
    const sheet = (body: string) =>
      `<!DOCTYPE html><html><head><style>${css}</style></head><body>${body}</body></html>`;
    for (const field of ["<input name=a>", "<textarea></textarea>", "<select></select>"]) {
      expect(await trimmed(sheet(`<form>${field}</form>`))).toContain("::placeholder{opacity:1}");
    }
    expect(await trimmed(sheet("<a href=/>x</a><button>y</button>"))).not.toContain("::placeholder");
  });
});

describe("ownCsp", () => {
  it("lists exactly the hashes of the page's own inline scripts and styles, and keeps every other source", () => {
    const html = page(
      '<script>go()</script><script type="application/ld+json">{}</script><script src="/a.js"></script>',
    );
    const policy = metaCspOf(stepped(html, ownCsp));
    expect(policy).toBe(
      `default-src 'none';script-src 'self' ${hashSource("go()")};style-src 'self' ${hashSource(CSS)};`,
    );
  });

  it("leaves only 'self' where the page has no inline script", () => {
    expect(stepped(page("<p>x</p>"), ownCsp)).toContain("script-src 'self';");
  });

  it("stops the build on a page without a <meta> policy, naming the step", () => {
    expect(() => stepped("<html><style>a{}</style></html>", ownCsp)).toThrow(
      /build step ownCsp: .*content-security-policy/,
    );
  });
});

describe("the scripts of a page", () => {
  it("are its islands' components and its module scripts, with what they import, not the islands' renderer", () => {
    const html =
      '<astro-island component-url="/_astro/Form.1.js" renderer-url="/_astro/client.2.js"></astro-island><script type="module" src="/_astro/menu.3.js"></script>';
    expect(scriptUrlsOf(parseHtml(html))).toEqual(["/_astro/Form.1.js", "/_astro/menu.3.js"]);
    expect(importsOf('import{a}from"./button.4.js";import("../lib/x.5.js")', "/_astro/Form.1.js")).toEqual([
      "/_astro/button.4.js",
      "/lib/x.5.js",
    ]);
  });
});

describe("candidates", () => {
  it("are the words of a script's strings, Tailwind's quoted classes whole too", () => {
    expect(candidates(`el.className = "a b-[&_svg]:c"; f(\`x \${y} before:content-['·']\`); // "no"`)).toEqual(
      expect.arrayContaining(["a", "b-[&_svg]:c", "x", "before:content-['·']"]),
    );
    expect(candidates('// "comment"')).toEqual([]);
  });
});

describe("stylesInHead", () => {
  it("joins the body's stylesheets to the head's", () => {
    const html = "<html><head><style>a{}</style></head><body><style>b{}</style><p>x</p></body></html>";
    expect(stepped(html, stylesInHead)).toBe("<html><head><style>a{}b{}</style></head><body><p>x</p></body></html>");
  });

  it("stops the build on a stylesheet with an attribute, naming the step", () => {
    const html = '<html><head><style media="print">a{}</style></head><body></body></html>';
    expect(() => stepped(html, stylesInHead)).toThrow(
      /build step stylesInHead: expected <style> elements without attributes, found <style media>/,
    );
  });
});
