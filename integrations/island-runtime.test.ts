import { describe, expect, it } from "vitest";
import { RUNTIME_PLACEHOLDER, runtimeFile, withRuntimeFile } from "./island-runtime";

const runtime = '(()=>{class f extends HTMLElement{};customElements.define("astro-island",f)})();';
const directive = `(()=>{var a="${RUNTIME_PLACEHOLDER}";a.startsWith("/")&&import(a)})();`;

describe("withRuntimeFile", () => {
  it("takes the runtime out of the page and gives the directive the file's address", () => {
    const html = `<body><script>${directive}</script><script>${runtime}</script><astro-island></astro-island></body>`;
    const result = withRuntimeFile(html);
    expect(result.runtime).toBe(runtime);
    expect(runtimeFile(runtime)).toMatch(/^_astro\/island-runtime\.[0-9a-f]{8}\.js$/);
    expect(result.html).toBe(
      `<body><script>${directive.replace(RUNTIME_PLACEHOLDER, `/${runtimeFile(runtime)}`)}</script><astro-island></astro-island></body>`,
    );
  });

  it("leaves a page without islands as it is", () => {
    expect(withRuntimeFile("<body><p>x</p></body>")).toEqual({ html: "<body><p>x</p></body>" });
  });

  it("refuses a page where Astro's output no longer matches: a runtime without the directive, or the reverse", () => {
    expect(() => withRuntimeFile(`<script>${runtime}</script>`)).toThrow(/not the afterpaint directive/);
    expect(() => withRuntimeFile(`<script>${directive}</script>`)).toThrow(/no islands runtime/);
  });
});
