import { describe, expect, it } from "vitest";
import { cleanPath } from "./paths";

describe("cleanPath", () => {
  it.each([
    ["/index.html", "/"],
    ["/", "/"],
    ["/contato.html", "/contato"],
    ["/contato", "/contato"],
    ["/contato/", "/contato"],
    ["/404.html", "/404"],
    ["/a/index.html", "/a"],
  ])("%s -> %s", (input, expected) => {
    expect(cleanPath(input)).toBe(expected);
  });
});
