// Cards in rows that are always full and never leave one card alone: a list of cards laid out in as few
// rows as a width allows, the rows' sizes differing by one at most (nine cards, four to a row at most: three
// rows of three, not 4 + 4 + 1). With three or more to a row, only a single card is ever alone on its row;
// two to a row cannot place an odd count, which then takes three.

function split(count: number, most: number): number[] {
  const rows = Math.ceil(count / most);
  const base = Math.floor(count / rows);
  const fuller = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < fuller ? base + 1 : base));
}

/**
 * The sizes of the rows `count` cards fill with at most `most` to a row (more where `most` would leave a
 * card alone on a row), the fuller rows first.
 */
export function balancedRows(count: number, most: number): number[] {
  if (count <= 0) return [];
  let widest = Math.max(1, most);
  let rows = split(count, widest);
  while (count > 1 && rows.includes(1)) rows = split(count, ++widest);
  return rows;
}

/** For each card, in order, the size of the row it stands in. */
export function rowSizeOfEach(count: number, most: number): number[] {
  return balancedRows(count, most).flatMap((size) => Array<number>(size).fill(size));
}

// On a twelve-column grid a card in a row of n spans 12 / n columns. Written out whole for Tailwind to find.
const spans = {
  md: { 1: "md:col-span-12", 2: "md:col-span-6", 3: "md:col-span-4", 4: "md:col-span-3" },
  lg: { 1: "lg:col-span-12", 2: "lg:col-span-6", 3: "lg:col-span-4", 4: "lg:col-span-3" },
} as const;
const grids = { md: "md:grid md:grid-cols-12", lg: "lg:grid lg:grid-cols-12" } as const;

type Breakpoint = keyof typeof spans;
type Most = 1 | 2 | 3 | 4;

/**
 * The classes of a grid of `count` cards in balanced rows, with at most so many to a row from each
 * breakpoint on (from the first one given, a twelve-column grid; below it, whatever the caller sets).
 */
export function balancedGrid(count: number, most: Partial<Record<Breakpoint, Most>>) {
  const breakpoints = (Object.keys(spans) as Breakpoint[]).filter((breakpoint) => most[breakpoint]);
  const sizes = breakpoints.map((breakpoint) => rowSizeOfEach(count, most[breakpoint]!));
  return {
    grid: breakpoints[0] ? grids[breakpoints[0]] : "",
    card: (index: number) => breakpoints.map((breakpoint, i) => spans[breakpoint][sizes[i]![index] as Most]).join(" "),
  };
}
