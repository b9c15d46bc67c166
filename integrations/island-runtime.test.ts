import { describe, expect, it } from "vitest";
import { parseHtml, serializeHtml } from "./html";
import { islandRuntime, RUNTIME_PLACEHOLDER, runtimeFile } from "./island-runtime";

const runtime = '(()=>{class f extends HTMLElement{};customElements.define("astro-island",f)})();';
const directive = `(()=>{var a="${RUNTIME_PLACEHOLDER}";a.startsWith("/")&&import(a)})();`;
const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
const run = (html: string) => {
  const document = parseHtml(html);
  const code = islandRuntime(document);
  return { html: serializeHtml(document), runtime: code };
};

describe("islandRuntime", () => {
  it("takes the runtime out of the page and gives the directive the file's address", () => {
    const result = run(page(`<script>${directive}</script><script>${runtime}</script><astro-island></astro-island>`));
    expect(result.runtime).toBe(runtime);
    expect(runtimeFile(runtime)).toMatch(/^_astro\/island-runtime\.[0-9a-f]{8}\.js$/);
    expect(result.html).toBe(
      page(
        `<script>${directive.replace(RUNTIME_PLACEHOLDER, `/${runtimeFile(runtime)}`)}</script><astro-island></astro-island>`,
      ),
    );
  });

  it("leaves a page without islands as it is", () => {
    expect(run(page("<p>x</p>"))).toEqual({ html: page("<p>x</p>"), runtime: undefined });
  });

  it("stops the build where Astro's output no longer matches, naming the step", () => {
    expect(() => run(page(`<script>${runtime}</script><astro-island></astro-island>`))).toThrow(
      /build step islandRuntime: expected the afterpaint directive/,
    );
    expect(() => run(page(`<script>${directive}</script><astro-island></astro-island>`))).toThrow(
      /build step islandRuntime: expected Astro's islands runtime/,
    );
    const nested = `<script>${directive}</script><script>${runtime}</script><astro-island><astro-island></astro-island></astro-island>`;
    expect(() => run(page(nested))).toThrow(/build step islandRuntime: .*an <astro-island> inside another/);
  });
});
