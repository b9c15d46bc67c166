import type { APIRoute } from "astro";
import { brandPalette, touchIconPng } from "../lib/brand-images";
import tokens from "../styles/global.css?raw";

// The Apple touch icon, also the logo of the structured data: the brand mark in today's colour tokens, drawn
// by each build.
export const GET: APIRoute = () =>
  new Response(new Uint8Array(touchIconPng(brandPalette(tokens))), { headers: { "Content-Type": "image/png" } });
