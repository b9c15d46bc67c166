// An <svg> written inside an HTML page takes its namespace from the HTML parser: the `xmlns` attribute the icon
// library writes on every icon says it again, dozens of times a page. Dropped, it leaves room in the connection's
// first round trip (tests/build/budgets.test.ts) for what the visitor reads.
import { elementsOf, type Document } from "./html.ts";

/** Page step: each inline <svg> loses the `xmlns` attribute the parser implies. */
export function bareSvg(document: Document): void {
  for (const el of elementsOf(document)) {
    if (el.tagName === "svg") el.attrs = el.attrs.filter((a) => a.name !== "xmlns");
  }
}
