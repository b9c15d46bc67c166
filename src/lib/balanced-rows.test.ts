import { describe, expect, it } from "vitest";
import { balancedGrid, balancedRows, rowSizeOfEach } from "./balanced-rows";

describe("balancedRows", () => {
  it.each([
    [9, 4, [3, 3, 3]],
    [8, 4, [4, 4]],
    [7, 4, [4, 3]],
    [7, 3, [3, 2, 2]],
    [5, 4, [3, 2]],
    [4, 3, [2, 2]],
    [10, 4, [4, 3, 3]],
    [3, 4, [3]],
    [1, 3, [1]],
    [0, 3, []],
    [8, 2, [2, 2, 2, 2]],
    // Two to a row cannot place an odd count without a card alone: three then.
    [7, 2, [3, 2, 2]],
    [3, 2, [3]],
    [3, 1, [3]],
  ])("%i cards, at most %i to a row: %j", (count, most, rows) => {
    expect(balancedRows(count, most)).toEqual(rows);
  });

  it("never leaves a card alone on a row, but a single card", () => {
    for (const most of [2, 3, 4])
      for (let count = 2; count <= 40; count++) {
        const rows = balancedRows(count, most);
        expect(rows.reduce((a, b) => a + b, 0)).toBe(count);
        expect(Math.max(...rows)).toBeLessThanOrEqual(most === 2 && count % 2 ? 3 : most);
        expect(Math.min(...rows), `${count} cards, ${most} to a row`).toBeGreaterThan(1);
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
      }
  });
});

describe("rowSizeOfEach", () => {
  it("gives each card its row's size, the fuller rows first", () => {
    expect(rowSizeOfEach(7, 3)).toEqual([3, 3, 3, 2, 2, 2, 2]);
  });
});

describe("balancedGrid", () => {
  it("spans each card over twelve columns divided by its row's size, from each breakpoint on", () => {
    const { grid, card } = balancedGrid(7, { md: 3, lg: 4 });
    expect(grid).toBe("md:grid md:grid-cols-12");
    expect([0, 3, 4, 6].map(card)).toEqual([
      "md:col-span-4 lg:col-span-3",
      "md:col-span-6 lg:col-span-3",
      "md:col-span-6 lg:col-span-4",
      "md:col-span-6 lg:col-span-4",
    ]);
  });

  it("starts the grid at the first breakpoint given", () => {
    const { grid, card } = balancedGrid(9, { lg: 4 });
    expect(grid).toBe("lg:grid lg:grid-cols-12");
    expect(card(8)).toBe("lg:col-span-4");
  });
});
