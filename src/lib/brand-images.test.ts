import { readFileSync } from "node:fs";
import { PNG } from "pngjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandFonts } from "./brand-fonts";
import { brandPalette, faviconPng, shareImageJpeg, touchIconPng, type BrandPalette } from "./brand-images";

const palette = brandPalette(readFileSync(new URL("../styles/global.css", import.meta.url), "utf8"));
/** Other tokens, to show the images follow them rather than today's values. */
const other: BrandPalette = {
  tile: "#22c55e",
  ink: "#1e1b4b",
  from: "#000000",
  to: "#333333",
  heading: "#ffffff",
  text: "#eeeeee",
};

/** The colour of a PNG's pixel as #rrggbb, or "transparent". */
function pixels(png: Buffer) {
  const image = PNG.sync.read(png);
  return {
    width: image.width,
    height: image.height,
    at(x: number, y: number) {
      const i = (y * image.width + x) * 4;
      const [r = 0, g = 0, b = 0, alpha = 0] = image.data.subarray(i, i + 4);
      return alpha === 0 ? "transparent" : `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
    },
  };
}

describe("the favicon", () => {
  it.each([
    ["today's tokens", palette],
    ["other tokens", other],
  ])("is the 48×48 mark in %s: round corners, the tile, the cog", (_, colours) => {
    const icon = pixels(faviconPng(colours));
    expect([icon.width, icon.height]).toEqual([48, 48]);
    expect([icon.at(0, 0), icon.at(47, 0), icon.at(0, 47), icon.at(47, 47)]).toEqual(Array(4).fill("transparent"));
    // The tile above the cog; the top of the cog's outer ring.
    expect(icon.at(24, 3)).toBe(colours.tile);
    expect(icon.at(24, 14)).toBe(colours.ink);
  });
});

describe("the Apple touch icon", () => {
  it("is the 180×180 mark with square corners (iOS rounds them itself)", () => {
    const icon = pixels(touchIconPng(palette));
    expect([icon.width, icon.height]).toEqual([180, 180]);
    expect([icon.at(0, 0), icon.at(179, 179), icon.at(90, 10)]).toEqual(Array(3).fill(palette.tile));
    // The top of the cog's outer ring: 4.5 units down its 40-unit tile's height.
    expect(icon.at(90, Math.round((180 * 12.5) / 40))).toBe(palette.ink);
  });
});

describe("the share image", () => {
  const draw = (brandName: string, city: string) => shareImageJpeg({ brandName, city, palette, fonts: brandFonts });
  /** The JPEG's size and pixels (RGB). */
  const decode = async (jpeg: Buffer) => {
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    const rgb = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    return { format: (await sharp(jpeg).metadata()).format, width: info.width, height: info.height, data, rgb };
  };
  const hex = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  /** The rows where two images of the same size differ (a JPEG's noise aside). */
  const rowsThatDiffer = (a: Buffer, b: Buffer, width: number) => {
    const rows = new Set<number>();
    for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 48) rows.add(Math.floor(i / 3 / width));
    return [...rows];
  };

  it("is a 1200×630 JPEG under 300 KB (WhatsApp drops larger previews) in the tokens' colours", async () => {
    const jpeg = await draw("Oliveira Manutenção Industrial", "Americana");
    expect(jpeg.length).toBeLessThan(300 * 1024);
    const image = await decode(jpeg);
    expect([image.format, image.width, image.height]).toEqual(["jpeg", 1200, 630]);
    const near = (actual: number[], colour: string) =>
      expect(Math.max(...actual.map((c, i) => Math.abs(c - hex(colour)[i]!)))).toBeLessThanOrEqual(6);
    // The gradient's two ends, the mark's tile, the accent bar at the foot.
    near(image.rgb(0, 0), palette.from);
    near(image.rgb(1199, 629), palette.to);
    near(image.rgb(84, 120), palette.tile);
    near(image.rgb(200, 553), palette.tile);
  });

  it("draws the brand name beside the mark and the town under the headline, from the facts", async () => {
    const pixelsOf = async (brandName: string, city: string) => (await decode(await draw(brandName, city))).data;
    const base = await pixelsOf("Oliveira Manutenção", "Americana");
    const renamed = await pixelsOf("Souza Reparos", "Americana");
    const moved = await pixelsOf("Oliveira Manutenção", "Limeira");
    const name = rowsThatDiffer(base, renamed, 1200);
    const town = rowsThatDiffer(base, moved, 1200);
    expect(name.length).toBeGreaterThan(20);
    expect(town.length).toBeGreaterThan(20);
    // The name's line is beside the 96 px mark (72 to 168); the town's line is the last line of text.
    expect(Math.min(...name)).toBeGreaterThanOrEqual(72);
    expect(Math.max(...name)).toBeLessThanOrEqual(168);
    expect(Math.min(...town)).toBeGreaterThan(400);
    expect(Math.max(...town)).toBeLessThan(500);
  });
});
