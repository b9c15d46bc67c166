import { describe, expect, it } from "vitest";
import { cssDeclarations } from "./css.ts";

describe("cssDeclarations", () => {
  it("writes each declaration with its at-rules and selector, without the spacing a minifier removes", () => {
    expect(cssDeclarations("@media print { .a, .b > p { color: rgb(0, 0, 0) !important } }")).toEqual([
      "@media print › .a,.b>p › color: rgb(0,0,0) !important",
    ]);
    expect(cssDeclarations("@media (min-width: 64rem){.a{margin:0 auto}}")).toEqual([
      "@media (min-width:64rem) › .a › margin: 0 auto",
    ]);
  });

  it("writes each class as _ when classes are ignored", () => {
    expect(cssDeclarations(".sheet .label{outline:none}", { ignoreClasses: true })).toEqual(["._ ._ › outline: none"]);
  });
});
