import { describe, expect, it } from "vitest";
import { shortenClasses } from "./class-names";
import { stepped } from "./test-page";

const page = (style: string, body: string) => `<html><head><style>${style}</style></head><body>${body}</body></html>`;
const shortened = (html: string, scripts: string[] = []) =>
  stepped(html, (document) => shortenClasses(document, scripts));

describe("shortenClasses", () => {
  it("renames markup and selectors together, the most used class first (then in order of appearance)", () => {
    const html = page(
      ".mt-4{margin-top:1rem}.text-lg{font-size:1.125rem}.card:hover .title{color:red}",
      '<p class="mt-4 text-lg">a</p><p class="text-lg">b</p><div class="card"><h2 class="title">c</h2></div>',
    );
    expect(shortened(html)).toBe(
      page(
        ".b{margin-top:1rem}.a{font-size:1.125rem}.c:hover .d{color:red}",
        '<p class="b a">a</p><p class="a">b</p><div class="c"><h2 class="d">c</h2></div>',
      ),
    );
  });

  it("reads escaped selectors and character references as the same name", () => {
    const html = page(
      ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}.md\\:before\\:content-\\[\\'·\\'\\]:before{content:\"·\"}",
      '<a class="[&amp;_svg]:size-4 md:before:content-[&#x27;·&#x27;]">x</a>',
    );
    expect(shortened(html)).toBe(page('.a svg{width:1rem}.b:before{content:"·"}', '<a class="a b">x</a>'));
  });

  it("drops classes no rule styles, and the attribute left empty", () => {
    const html = page(".x{color:red}", '<svg class="lucide lucide-phone x"></svg><span class="lucide">y</span>');
    expect(shortened(html)).toBe(page(".a{color:red}", '<svg class="a"></svg><span>y</span>'));
  });

  it("keeps the names of an island's markup and of what a script names, in the markup and the selectors", () => {
    const html = page(
      ".flex{display:flex}.notice{color:red}.gap-2{gap:.5rem}",
      '<div class="flex gap-2"><astro-island uid="1"><form class="flex"></form></astro-island><p class="gap-2">x</p></div>',
    );
    expect(shortened(html, ['el.className = "notice"'])).toBe(
      page(
        ".flex{display:flex}.notice{color:red}.a{gap:.5rem}",
        '<div class="flex a"><astro-island uid="1"><form class="flex"></form></astro-island><p class="a">x</p></div>',
      ),
    );
    expect(shortened(page(".gap-2{gap:.5rem}", '<p class="gap-2">x</p>'), ['cn("flex gap-2")'])).toContain(
      '<p class="gap-2">',
    );
  });

  it("never gives a short name that a kept class already has", () => {
    const html = page(
      ".a{color:red}.long-name{color:blue}",
      '<p class="long-name">x</p><astro-island><i class="a"></i></astro-island>',
    );
    expect(shortened(html)).toBe(
      page(".a{color:red}.b{color:blue}", '<p class="b">x</p><astro-island><i class="a"></i></astro-island>'),
    );
  });

  it("stops the build, listing them, on classes a script could build from a piece", () => {
    const html = page(".bg-primary{color:red}.text-lg{font-size:1rem}", '<p class="bg-primary text-lg">x</p>');
    expect(() => shortened(html, ['el.classList.add("bg-" + tone)'])).toThrow(
      /build step shortenClasses: expected no class a script could build from a piece, found bg-primary \(from "bg-"\)/,
    );
    expect(() => shortened(html, ["el.classList.add(`${size}-lg`)"])).toThrow(/text-lg \(from "-lg"\)/);
  });

  it("renames classes inside <noscript> and its stylesheet with the rest", () => {
    const html = page(
      ".hidden-js{display:none}",
      '<noscript><p class="hidden-js">x</p></noscript><p class="hidden-js">y</p>',
    );
    expect(shortened(html)).toBe(page(".a{display:none}", '<noscript><p class="a">x</p></noscript><p class="a">y</p>'));
  });
});
