// The QR stickers on the machines the technician services (the owner's kit): their codes, the page each
// opens, and the label papers they print on. The code never holds the phone number: a label keeps working
// after a number changes, since its page reads the facts file.

/** "OLV", 7 -> "OLV-0007" */
export const labelCode = (prefix: string, n: number) => `${prefix}-${String(n).padStart(4, "0")}`;

/** The path of a code's page on the site. */
export const labelPath = (code: string) => `/maquina/${code}`;

/** The codes from one number through another. */
export const labelCodes = (prefix: string, from: number, through: number) =>
  Array.from({ length: through - from + 1 }, (_, i) => labelCode(prefix, from + i));

/** A sheet of label paper: page size, the grid of labels and its margins, in millimetres. */
export interface LabelPaper {
  id: string;
  /** What the owner buys, as the box names it. */
  name: string;
  page: { size: "letter" | "A4"; width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  /** From the page's top and left edges to the first label. */
  top: number;
  left: number;
  /** Between two columns. */
  gap: number;
}

export const LABEL_PAPERS: readonly LabelPaper[] = [
  {
    id: "carta",
    name: "Pimaco 6180 (Carta, 30 etiquetas de 66,7 × 25,4 mm)",
    page: { size: "letter", width: 215.9, height: 279.4 },
    columns: 3,
    rows: 10,
    label: { width: 66.7, height: 25.4 },
    top: 12.7,
    left: 4.7,
    gap: 3.2,
  },
  {
    id: "a4",
    name: "A4 com 21 etiquetas de 63,5 × 38,1 mm (3 colunas × 7 linhas)",
    page: { size: "A4", width: 210, height: 297 },
    columns: 3,
    rows: 7,
    label: { width: 63.5, height: 38.1 },
    top: 15.15,
    left: 7.25,
    gap: 2.5,
  },
];

/** Where a label sits on its sheet, from the page's top-left corner, in millimetres. */
export function labelPosition(paper: LabelPaper, index: number) {
  const onSheet = index % (paper.columns * paper.rows);
  const column = onSheet % paper.columns;
  const row = Math.floor(onSheet / paper.columns);
  return {
    sheet: Math.floor(index / (paper.columns * paper.rows)),
    left: paper.left + column * (paper.label.width + paper.gap),
    top: paper.top + row * paper.label.height,
  };
}

/** The codes in sheets of the paper's size. */
export const sheetsOf = <T>(paper: LabelPaper, items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / (paper.columns * paper.rows)) }, (_, i) =>
    items.slice(i * paper.columns * paper.rows, (i + 1) * paper.columns * paper.rows),
  );
