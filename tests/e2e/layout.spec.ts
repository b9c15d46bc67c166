import { expect, isTemplate, pages, test } from "./fixtures";

// Wide screens without dead halves: a section whose content takes less than half its container while the
// other half stays empty reads as unfinished, and a grid whose last row holds one card alone looks like a
// card went missing. Checked on one page of each template at a small and a large desktop width, in
// Chromium (the layout is the same CSS in every engine).

/** What each section of the page's main content lays out: its container's width and its content's. */
const measure = () =>
  [...document.querySelectorAll("main section")]
    // The page's hero (its h1 on a band of colour) is a headline, left-aligned on purpose: not a section of content.
    .filter((section) => !section.parentElement?.closest("main section") && !section.querySelector("h1"))
    .map((section) => {
      const container = (section.querySelector(":scope > div") ?? section).getBoundingClientRect();
      // What the content really covers: the lines of its text (a paragraph's box is as wide as its container,
      // however short its lines), its pictures and its cards (anything drawn with a border or a background).
      const boxes = [...section.querySelectorAll("*")].flatMap((el) => {
        const style = getComputedStyle(el);
        const drawn =
          ["IMG", "svg", "FIGURE", "PICTURE"].includes(el.tagName) ||
          (el !== section && (style.borderTopWidth !== "0px" || style.backgroundColor !== "rgba(0, 0, 0, 0)"));
        const lines = [...el.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
          .flatMap((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return [...range.getClientRects()];
          });
        return [...lines, ...(drawn ? [el.getBoundingClientRect()] : [])].filter(
          (box) => box.width > 0 && box.height > 0,
        );
      });
      const left = Math.min(...boxes.map((box) => box.left));
      const right = Math.max(...boxes.map((box) => box.right));
      // A grid's last row (by where its items stand, not their order) with one item narrower than half of it, or
      // a grid with fewer items than columns.
      const lone = [...section.querySelectorAll("*")].flatMap((grid) => {
        const style = getComputedStyle(grid);
        const columns = style.display === "grid" ? style.gridTemplateColumns.split(" ").length : 1;
        const items = [...grid.children].map((item) => item.getBoundingClientRect()).filter((box) => box.height > 0);
        const lastTop = Math.max(...items.map((box) => Math.round(box.top)));
        const lastRow = items.filter((box) => Math.round(box.top) === lastTop);
        const whole = grid.getBoundingClientRect();
        const alone = items.length > 1 && lastRow.length === 1 && lastRow[0]!.width < whole.width / 2;
        // Fewer items than columns leaves a column empty.
        const short = items.length > 0 && items.length < columns;
        return columns > 1 && (alone || short)
          ? [`${grid.tagName.toLowerCase()} of ${items.length} in ${columns} columns`]
          : [];
      });
      return {
        name: section.querySelector("h2, h1")?.textContent?.trim() ?? section.id,
        share: boxes.length ? (right - left) / container.width : 1,
        lone,
      };
    });

for (const { path } of pages.filter(({ path }) => isTemplate(path))) {
  for (const width of [1024, 1440]) {
    test(`${path} at ${width} px: no half-empty section, no card alone on a last row`, async ({ page }, info) => {
      test.skip(info.project.name !== "desktop", "wide screens, in Chromium");
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const sections = await page.evaluate(measure);
      expect(sections.filter((s) => s.share < 0.5).map((s) => `${s.name}: ${Math.round(s.share * 100)} %`)).toEqual([]);
      expect(sections.flatMap((s) => s.lone.map((grid) => `${s.name}: ${grid}`))).toEqual([]);
    });
  }
}
