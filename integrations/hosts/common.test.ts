import { describe, expect, it } from "vitest";
import { headerCsp } from "./common.mjs";

describe("headerCsp", () => {
  it("is the page's <meta> policy plus what only a header can say, which the header alone says", () => {
    expect(headerCsp("default-src 'none';script-src 'self' 'sha256-a=';frame-ancestors *;", "a.html")).toBe(
      "default-src 'none'; script-src 'self' 'sha256-a='; frame-ancestors 'none'; upgrade-insecure-requests",
    );
  });

  it("refuses a page without a <meta> policy, and one that allows inline or evaluated code", () => {
    expect(() => headerCsp(undefined, "a.html")).toThrow("a.html has no <meta");
    expect(() => headerCsp("script-src 'self' 'UNSAFE-INLINE'", "a.html")).toThrow("'UNSAFE-INLINE' in script-src");
    expect(() => headerCsp("default-src 'unsafe-eval'", "a.html")).toThrow("'unsafe-eval' in default-src");
    expect(headerCsp("style-src 'unsafe-inline'", "a.html")).toContain("style-src 'unsafe-inline'");
  });
});
