import { describe, expect, it } from "vitest";
import { diffJson } from "./json.ts";

describe("the JSON comparison", () => {
  it("finds nothing between equal JSON values", () => {
    expect(diffJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(diffJson({ a: 1 }, { b: 1 })).toEqual(["json $.a removed: 1", "json $.b added: 1"]);
  });
});
