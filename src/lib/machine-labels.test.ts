import { describe, expect, it } from "vitest";
import { LABEL_PAPERS, labelCode, labelCodes, labelPosition, sheetsOf } from "./machine-labels";

describe("machine labels", () => {
  it("write codes with the owner's prefix and four digits", () => {
    expect(labelCode("OLV", 7)).toBe("OLV-0007");
    expect(labelCodes("AB", 9, 11)).toEqual(["AB-0009", "AB-0010", "AB-0011"]);
  });

  it.each(LABEL_PAPERS.map((paper) => [paper.id, paper] as const))(
    "%s: the grid fills the page symmetrically, within its edges",
    (_, paper) => {
      const width = paper.left * 2 + paper.columns * paper.label.width + (paper.columns - 1) * paper.gap;
      expect(width).toBeCloseTo(paper.page.width, 1);
      expect(paper.top * 2 + paper.rows * paper.label.height).toBeCloseTo(paper.page.height, 1);
    },
  );

  it("place labels row by row, and start a new sheet when one is full", () => {
    const letter = LABEL_PAPERS.find((paper) => paper.id === "carta")!;
    expect(labelPosition(letter, 0)).toEqual({ sheet: 0, left: 4.7, top: 12.7 });
    expect(labelPosition(letter, 4)).toMatchObject({ sheet: 0, top: 12.7 + 25.4 });
    expect(labelPosition(letter, 4).left).toBeCloseTo(4.7 + 66.7 + 3.2);
    expect(labelPosition(letter, 30)).toEqual({ sheet: 1, left: 4.7, top: 12.7 });
    expect(sheetsOf(letter, labelCodes("X", 1, 31)).map((sheet) => sheet.length)).toEqual([30, 1]);
  });
});
