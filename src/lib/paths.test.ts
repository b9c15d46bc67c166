import { describe, expect, it } from "vitest";
import { families } from "../../tests/helpers/families";
import { familyPath } from "./machines";
import { cleanPath, isCurrentSection } from "./paths";

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

describe("isCurrentSection", () => {
  it.each([
    ["/servicos", "/servicos", true],
    ["/servicos", familyPath(families[0]!), true],
    ["/servicos", "/servicos-extra", false],
    ["/", "/", true],
    ["/", "/contato", false],
    ["/contato", "/", false],
  ])("%s is current on %s: %s", (href, path, expected) => {
    expect(isCurrentSection(href, path)).toBe(expected);
  });
});
