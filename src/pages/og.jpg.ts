import type { APIRoute } from "astro";
import { business } from "../config/business";
import { brandFonts } from "../lib/brand-fonts";
import { brandPalette, shareImageJpeg } from "../lib/brand-images";
import tokens from "../styles/global.css?raw";

// The share image of every page (og:image, twitter:image), drawn by each build from the brand name, the
// town and the colour tokens, so a change of any of them reaches the previews by itself.
export const GET: APIRoute = async () => {
  const jpeg = await shareImageJpeg({
    brandName: business.brandName,
    city: business.address.city,
    palette: brandPalette(tokens),
    fonts: brandFonts,
  });
  return new Response(new Uint8Array(jpeg), { headers: { "Content-Type": "image/jpeg" } });
};
