import type { APIRoute } from "astro";
import { markSvg } from "../lib/brand";
import { themeColor } from "../lib/theme";
import tokens from "../styles/global.css?raw";

// The favicon is the brand mark of the header, in the colour tokens of the stylesheet.
export const GET: APIRoute = () =>
  new Response(markSvg({ tile: themeColor(tokens, "accent"), ink: themeColor(tokens, "on-accent") }), {
    headers: { "Content-Type": "image/svg+xml" },
  });
