import { describe, expect, it } from "vitest";
import { hashSource } from "./csp";
import { RUNTIME_PLACEHOLDER, runtimeFile } from "./island-runtime";
import { buildPage } from "./pages";

// A page as Astro 7 writes it: the CSP of security.csp, Tailwind's stylesheet in the head, an island with
// its runtime and the afterpaint directive inline, and the islands' own stylesheet in the body.
const RUNTIME = '(()=>{class A extends HTMLElement{};customElements.define("astro-island",A)})();';
const DIRECTIVE = `(()=>{const u="${RUNTIME_PLACEHOLDER}";u.startsWith("/")&&import(u)})();`;
const astroPage = ({ style = "<style>", island = '<form class="card">x</form>' } = {}) =>
  [
    '<!DOCTYPE html><html lang="pt-BR"><head>',
    `<meta http-equiv="content-security-policy" content="default-src 'none';script-src 'self' 'sha256-x=';style-src 'self' 'sha256-y=';">`,
    `${style}.card{padding:1rem}.unused{color:red}.mt-4{margin-top:1rem}</style></head>`,
    '<body data-origin="Contato"><p class="mt-4"><a href="https://wa.me/5519998765432?text=Oi">WhatsApp</a></p>',
    `<script>${DIRECTIVE}</script><script>${RUNTIME}</script><style>astro-island{display:contents}</style>`,
    `<astro-island uid="1" component-url="/_astro/Form.js" client="afterpaint">${island}</astro-island>`,
    "</body></html>",
  ].join("");
const read = (url: string) => (url === "/_astro/Form.js" ? 'export const F=()=>"card";' : "");

describe("buildPage", () => {
  it("runs every step over one parse of the page", async () => {
    const { html, files } = await buildPage("contato.html", astroPage(), read);
    expect(files).toEqual({ [runtimeFile(RUNTIME)]: RUNTIME });
    expect(html).toContain(encodeURIComponent("(Enviada pelo site: Contato)"));
    expect(html).not.toContain("customElements.define");
    expect(html).toContain(`/${runtimeFile(RUNTIME)}`);
    expect(html).toContain("<style>.card{padding:1rem}.a{margin-top:1rem}astro-island{display:contents}</style>");
    expect(html).toContain('<p class="a">');
    const directive = DIRECTIVE.replace(RUNTIME_PLACEHOLDER, `/${runtimeFile(RUNTIME)}`);
    expect(html).toContain(`script-src 'self' ${hashSource(directive)};`);
  });

  it("stops the build, naming the page and the step, when Astro's markup changes", async () => {
    await expect(buildPage("contato.html", astroPage({ style: '<style data-astro-cid="x">' }), read)).rejects.toThrow(
      "contato.html: build step stylesInHead: expected <style> elements without attributes",
    );
    const nested = '<astro-island uid="2" component-url="/_astro/Form.js"><i>y</i></astro-island>';
    await expect(buildPage("contato.html", astroPage({ island: nested }), read)).rejects.toThrow(
      "contato.html: build step islandRuntime: expected islands side by side, found an <astro-island> inside another",
    );
  });
});
