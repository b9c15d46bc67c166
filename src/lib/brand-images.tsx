// The raster images the brand needs outside the pages: the share image (og.jpg, 1200×630), the Apple touch
// icon (180×180) and the favicon (48×48). The build draws them from the facts and the colour tokens
// (src/pages/og.jpg.ts, apple-touch-icon.png.ts, favicon.png.ts), without a browser: satori lays the share
// image out as SVG, resvg rasterises, sharp encodes the JPEG (social networks want a raster image, and
// WhatsApp drops previews over 300 KB).
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import sharp from "sharp";
import { markSvg } from "./brand";
import { themeColor } from "./theme";

/** The tokens the images are drawn in, read from the @theme block of src/styles/global.css. */
export function brandPalette(css: string) {
  const color = (name: string) => themeColor(css, name);
  return {
    tile: color("accent"),
    ink: color("on-accent"),
    /** The dark band's gradient, from its darkest corner. */
    from: color("inverse"),
    to: color("primary-strong"),
    heading: color("on-primary"),
    text: color("on-inverse"),
  };
}
export type BrandPalette = ReturnType<typeof brandPalette>;

/** An SVG rasterised to a PNG `width` pixels wide, transparent where it draws nothing. */
function png(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}

/**
 * The favicon: the mark with its round corners, transparent around them, as a browser tab shows an icon;
 * 48 px, as Google Search wants a multiple of 48. A PNG, not an SVG: Chromium draws an SVG icon as a page of
 * its own on the main thread just after the first paint (about 40 ms here), a PNG decodes in under 3 ms.
 */
export function faviconPng(palette: BrandPalette): Buffer {
  return png(markSvg({ tile: palette.tile, ink: palette.ink }), 48);
}

/** The Apple touch icon (also the structured data's logo): square corners, since iOS masks its own. */
export function touchIconPng(palette: BrandPalette): Buffer {
  return png(markSvg({ tile: palette.tile, ink: palette.ink, square: true }), 180);
}

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * The share image: the mark and the brand name, the trade, the town, an accent bar, on the dark band's
 * gradient. `fonts` are the faces satori draws the words with (regular and bold).
 */
export async function shareImageJpeg({
  brandName,
  city,
  palette,
  fonts,
}: {
  brandName: string;
  city: string;
  palette: BrandPalette;
  fonts: Font[];
}): Promise<Buffer> {
  const mark = `data:image/svg+xml;base64,${Buffer.from(markSvg({ tile: palette.tile, ink: palette.ink })).toString("base64")}`;
  const svg = await satori(
    <div
      style={{
        width: "100%",
        height: "100%",
        // Satori's boxes are content-box unless told otherwise: the padding goes inside the 1200×630.
        boxSizing: "border-box",
        padding: "72px 80px",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        fontFamily: fonts[0]?.name,
        color: palette.heading,
        backgroundImage: `linear-gradient(135deg, ${palette.from}, ${palette.to})`,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <img src={mark} width={96} height={96} />
        <div style={{ fontSize: 40, fontWeight: 700 }}>{brandName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1, maxWidth: 980 }}>
          Manutenção e reparo de máquinas industriais
        </div>
        <div style={{ marginTop: 24, fontSize: 32, fontWeight: 400, color: palette.text }}>
          {`Têxtil · Confecção · Couro · Calçados — ${city} e região`}
        </div>
      </div>
      <div style={{ height: 10, width: 240, borderRadius: 5, backgroundColor: palette.tile }} />
    </div>,
    { ...SHARE_IMAGE, fonts },
  );
  return sharp(png(svg, SHARE_IMAGE.width)).jpeg({ quality: 88 }).toBuffer();
}
