import { expect, pages, test } from "./fixtures";

// Wide screens without dead space, on every built page at a small and a large desktop width, in Chromium (the
// layout is the same CSS in every engine). Each band of the page (each child of <main>, the hero included) is
// measured against its column (the page column, or a narrower one centred in it):
// - its content (text lines, pictures, form fields and cards) spans at least MIN_SHARE of the column,
//   measured from the side it starts at: the side it leaves empty, beyond what it leaves on the other side,
//   takes at most the rest. A headline, a paragraph or a list that stops at 60 % of the width leaves a dead
//   band on its right; a centred column is a composition, whatever its width.
// - no card stands alone on a row below other cards laid side by side, whether it is left narrow beside an
//   empty space or stretched across the whole row (either way it reads as a card gone missing), and every
//   row of a grid of cards fills its width (a grid with more columns than cards leaves a hole);
// - no two bands side by side on one background.

/** The least share of its column a band's content spans, measured from the side it starts at. */
const MIN_SHARE = 0.75;
/** The most a row of cards may leave empty at one end, as a share of its container's width. */
const ROW_SLACK = 0.1;

interface Band {
  name: string;
  /** 1 minus the share of the column left empty on one side beyond the other. */
  share: number;
  /** Where the content starts and ends, as shares of the column. */
  from: number;
  to: number;
  /** What is wrong with its cards. */
  cards: string[];
}

const measure = (rowSlack: number): Band[] => {
  const rendered = (el: Element) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && !["fixed", "absolute"].includes(style.position) && el.checkVisibility();
  };
  // Visually hidden text (the sr-only pattern: clipped to a pixel) is read aloud, not seen.
  const hidden = (el: Element) => {
    const style = getComputedStyle(el);
    return (
      !el.checkVisibility({ visibilityProperty: true }) ||
      style.clipPath !== "none" ||
      (style.overflow === "hidden" && el.getBoundingClientRect().width <= 1)
    );
  };
  const transparent = (color: string) => color === "transparent" || /rgba\(.*,\s*0\)$/.test(color);
  // A box drawn around its content: a background, a shadow or a border on all four sides.
  const isDrawn = (el: Element) => {
    const style = getComputedStyle(el);
    const bordered = ["Top", "Right", "Bottom", "Left"].every(
      (side) => style.getPropertyValue(`border-${side.toLowerCase()}-width`) !== "0px",
    );
    return (
      !transparent(style.backgroundColor) || style.backgroundImage !== "none" || style.boxShadow !== "none" || bordered
    );
  };
  // A card: a drawn box around more than a line (a title and its text), not a button or a name tag.
  const isCard = (el: Element) => {
    if (!isDrawn(el)) return false;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const tops = new Set<number>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim() || hidden(node.parentElement!)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) if (line.width > 0) tops.add(Math.round(line.top));
    }
    return tops.size > 1;
  };
  const replaced = ["IMG", "svg", "PICTURE", "VIDEO", "CANVAS", "IFRAME", "INPUT", "SELECT", "TEXTAREA"];

  return [...document.querySelector("main")!.children].filter(rendered).map((band) => {
    // The band's column: down through single wrappers as long as each is centred in the one around it (a
    // full-bleed band, then the page column); a wrapper set to one side is part of the content.
    let column = band;
    for (;;) {
      const children = [...column.children].filter(rendered);
      if (children.length !== 1) break;
      const outer = column.getBoundingClientRect();
      const inner = children[0]!.getBoundingClientRect();
      if (Math.abs(inner.left - outer.left - (outer.right - inner.right)) > 1) break;
      column = children[0]!;
    }
    const style = getComputedStyle(column);
    const box = column.getBoundingClientRect();
    const left = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
    const width = right - left;

    const shown = [...column.querySelectorAll("*")].filter(
      (el) => !el.closest("svg svg") && ![el, ...ancestorsUpTo(el, column)].some(hidden),
    );
    const boxes = shown.flatMap((el) => {
      const lines = [...el.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
        .flatMap((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return [...range.getClientRects()];
        });
      const drawn = replaced.includes(el.tagName) || isDrawn(el);
      return [...lines, ...(drawn ? [el.getBoundingClientRect()] : [])].filter((b) => b.width > 0 && b.height > 0);
    });
    const from = boxes.length ? Math.max(0, (Math.min(...boxes.map((b) => b.left)) - left) / width) : 0;
    const to = boxes.length ? Math.min(1, (Math.max(...boxes.map((b) => b.right)) - left) / width) : 1;

    // Cards laid side by side (a grid of several columns, CSS columns, or a wrapping row where two cards
    // share a row): each must share its row with another card, unless it opens the list above all the others,
    // and each row must fill the width (a grid with more columns than cards leaves a hole at the end of a row).
    const faults = [column, ...column.querySelectorAll("*")].flatMap((container) => {
      const children = [...container.children].filter(rendered);
      const items = children.map((item) => item.getBoundingClientRect());
      const cards = children.filter(isCard).map((card) => card.getBoundingClientRect());
      const style = getComputedStyle(container);
      const columns = style.display === "grid" ? style.gridTemplateColumns.split(" ").length : 1;
      const overlaps = (a: DOMRect, b: DOMRect) => a !== b && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      const sideBySide =
        columns > 1 || parseInt(style.columnCount) > 1 || items.some((a) => items.some((b) => overlaps(a, b)));
      if (!sideBySide || cards.length === 0) return [];
      const name = `${container.tagName.toLowerCase()} of ${cards.length} cards`;
      const alone = cards.flatMap((card, i) =>
        cards.some((other) => overlaps(card, other)) || !cards.some((other) => other.bottom <= card.top + 1)
          ? []
          : [`${name}: card ${i + 1} alone on its row, ${Math.round((card.width / width) * 100)} % wide`],
      );
      const box = container.getBoundingClientRect();
      const inner = {
        left: box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth),
        right: box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth),
      };
      // Rows of everything the container lays out (a card may stand beside a column of text).
      const rows = items.map((item) => items.filter((other) => other === item || overlaps(item, other)));
      const holes = rows.flatMap((row, i) => {
        const empty =
          inner.right - Math.max(...row.map((c) => c.right)) - (Math.min(...row.map((c) => c.left)) - inner.left);
        // Reported once, for the row's first item.
        return row[0] === items[i] && Math.abs(empty) > rowSlack * (inner.right - inner.left)
          ? [
              `${name}: the row of item ${i + 1} leaves ${Math.round((Math.abs(empty) / (inner.right - inner.left)) * 100)} % of the width empty`,
            ]
          : [];
      });
      return [...alone, ...holes];
    });

    return {
      name: band.querySelector("h1, h2")?.textContent?.trim() ?? band.tagName.toLowerCase(),
      share: 1 - Math.abs(from - (1 - to)),
      from,
      to,
      cards: faults,
    };
  });

  function ancestorsUpTo(el: Element, root: Element) {
    const list: Element[] = [];
    for (let parent = el.parentElement; parent && parent !== root; parent = parent.parentElement) list.push(parent);
    return list;
  }
};

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** Full-width bands that touch and share one background: their paddings add up to one wide, empty gap. */
const sameToneNeighbours = () => {
  const main = document.querySelector("main")!;
  const full = main.getBoundingClientRect().width;
  const bands = [...main.querySelectorAll("section")].filter(
    (el) => Math.abs(el.getBoundingClientRect().width - full) < 1 && !el.parentElement!.closest("main section"),
  );
  const tone = (el: Element) => {
    const style = getComputedStyle(el);
    return style.backgroundImage !== "none" ? style.backgroundImage : style.backgroundColor;
  };
  return bands.slice(1).flatMap((band, i) => {
    const before = bands[i]!;
    const touch = Math.abs(band.getBoundingClientRect().top - before.getBoundingClientRect().bottom) < 1;
    const name = (el: Element) => el.querySelector("h1, h2")?.textContent?.trim();
    return touch && tone(band) === tone(before) ? [`"${name(before)}" and "${name(band)}"`] : [];
  });
};

for (const { path } of pages) {
  test(`${path} at 1024 and 1440 px: no band half empty, no card alone on a row`, async ({ page }) => {
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const bands = await page.evaluate(measure, ROW_SLACK);
      expect
        .soft(
          bands
            .filter((band) => band.share < MIN_SHARE)
            .map(
              (band) =>
                `${band.name}: ${percent(band.share)} (content from ${percent(band.from)} to ${percent(band.to)})`,
            ),
          `bands whose content leaves one side empty, at ${width} px`,
        )
        .toEqual([]);
      expect
        .soft(
          bands.flatMap((band) => band.cards.map((card) => `${band.name}: ${card}`)),
          `cards alone on a row or rows short of the width, at ${width} px`,
        )
        .toEqual([]);
    }
    expect.soft(await page.evaluate(sameToneNeighbours), "neighbouring bands of one tone").toEqual([]);
    // The waits that keep a band or a list hidden while the parser is inside it (global.css) have all ended.
    const stillHidden = await page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((el) => getComputedStyle(el).visibility === "hidden")
        .map((el) => `<${el.tagName.toLowerCase()}> ${el.textContent?.trim().slice(0, 40)}`),
    );
    expect.soft(stillHidden, "hidden in the parsed page").toEqual([]);
  });
}
