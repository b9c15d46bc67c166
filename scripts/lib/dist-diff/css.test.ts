import { describe, expect, it } from "vitest";
import { cssDeclarations, diffCss } from "./css.ts";

describe("the CSS comparison", () => {
  it("writes each declaration with its at-rules and selector; each class as _ when classes are ignored", () => {
    expect(cssDeclarations("@media print { .a, .b > p { color: red !important } }")).toEqual([
      "@media print › .a,.b>p › color: red !important",
    ]);
    expect(cssDeclarations(".sheet .label{outline:none}", { ignoreClasses: true })).toEqual(["._ ._ › outline: none"]);
  });

  it("lists declarations added and removed when no value of the same place changed", () => {
    expect(diffCss(".a{color:red}", ".b{color:red}")).toEqual(["css − .a › color: red", "css + .b › color: red"]);
  });
});
