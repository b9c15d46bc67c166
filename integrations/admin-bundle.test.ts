import { describe, expect, it } from "vitest";
import { withoutCdnFonts } from "./admin-bundle.mjs";

// A module as the CMS's build writes its components' styles: the stylesheet in a template literal.
const cdnFont = (family: string) =>
  `@font-face {font-family:'${family}';src:url(https://cdn.jsdelivr.net/fontsource/${family}.woff2)\n      format('woff2');}`;
const localFont = "@font-face {font-family:'Local';src:url(/_astro/local.woff2) format('woff2');}";

describe("withoutCdnFonts", () => {
  it("drops the @font-face rules at the CDN from the stylesheets in a module's literals, and nothing else", () => {
    const css = `\n  /* fonts */\n  ${cdnFont("a")}\n  ${localFont}\n  ${cdnFont("b")}\n  .x {content:"\\\\e001"}\n`;
    const code = `var s={hash:\`svelte-1\`,code:\`${css.replaceAll("\\", "\\\\")}\`};var t=1/2;const u="@font-face";`;
    const out = withoutCdnFonts(code)!;
    expect(out).not.toContain("cdn.jsdelivr.net");
    expect(out).toContain(localFont);
    // Still the same module: the literal holds the stylesheet less the two rules, the rest is untouched.
    const module = { s: undefined as unknown as { code: string } };
    new Function("module", `${out}; module.s = s;`)(module);
    expect(module.s.code).toBe(`\n  /* fonts */\n  ${localFont}\n  .x {content:"\\\\e001"}\n`);
    expect(out.startsWith("var s={hash:`svelte-1`,code:`")).toBe(true);
    expect(out.endsWith('`};var t=1/2;const u="@font-face";')).toBe(true);
  });

  it("reads a stylesheet in a quoted string too, and leaves a module without fonts at the CDN alone", () => {
    const out = withoutCdnFonts(`export default ${JSON.stringify(`${cdnFont("a")}\n.y{color:red}`)};`);
    expect(out).toBe(`export default ${JSON.stringify(".y{color:red}")};`);
    expect(withoutCdnFonts(`const a = "${localFont}";`)).toBeUndefined();
    expect(withoutCdnFonts(`const a = "https://cdn.jsdelivr.net/npm/x"; // @font-face`)).toBeUndefined();
  });
});
