import browserslist from "browserslist";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { builtPages } from "./dist";

// The prefixes the supported browsers (package.json "browserslist") need come from the CSS toolchain, and
// sit in the same block as the standard property, standard last, as compatibility checkers (webhint) expect.
const PREFIXED = {
  // Safari before 18 knows only -webkit-backdrop-filter.
  "backdrop-filter": "-webkit-backdrop-filter",
  // Safari on iPhones knows only -webkit-text-size-adjust; Chrome knows only the standard one.
  "text-size-adjust": "-webkit-text-size-adjust",
};

describe("CSS for the supported browsers", () => {
  it("the supported browsers include Safari before 18 (the reason for the -webkit- prefixes)", () => {
    expect(browserslist().some((browser) => /^(safari|ios_saf) 1[67]\./.test(browser))).toBe(true);
  });

  it.each(builtPages.map((p) => [p.path, p] as const))(
    "%s: each prefixed property beside its standard one",
    (_, page) => {
      const problems: string[] = [];
      for (const style of page.document.querySelectorAll("style")) {
        postcss.parse(style.textContent ?? "").walk((node) => {
          if (node.type !== "rule" && node.type !== "atrule") return;
          const props = (node.nodes ?? []).flatMap((child) => (child.type === "decl" ? [child.prop] : []));
          for (const [standard, prefixed] of Object.entries(PREFIXED)) {
            if (!props.includes(standard) && !props.includes(prefixed)) continue;
            if (props.lastIndexOf(prefixed) < 0 || props.lastIndexOf(standard) < props.lastIndexOf(prefixed))
              problems.push(`${standard} and ${prefixed}, standard last, in: ${node.toString().slice(0, 120)}`);
          }
        });
      }
      expect(problems).toEqual([]);
    },
  );
});

// A part that waits until it is parsed to its end (global.css: `A:not(:has(B))` hides A while what tells that
// its end has been parsed is missing) would stay hidden for good if that never came: in the parsed page no such
// selector matches anything.
describe("parts shown once parsed", () => {
  it.each(builtPages.map((p) => [p.path, p] as const))("%s: every hidden part has what it waits for", (_, page) => {
    const missing: string[] = [];
    for (const style of page.document.querySelectorAll("style")) {
      postcss.parse(style.textContent ?? "").walkRules((rule) => {
        for (const selector of rule.selectors.filter((s) => s.includes(":not(:has("))) {
          for (const el of page.document.querySelectorAll(selector))
            missing.push(`${selector}: ${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`);
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it("the page itself waits for its first band", () => {
    const home = builtPages.find((p) => p.path === "/")!;
    const css = [...home.document.querySelectorAll("style")].map((s) => s.textContent).join("");
    expect(css).toMatch(/:not\(:has\(#fim-da-abertura\)\)[^{}]*\{visibility:hidden\}/);
  });
});
