import type { APIRoute } from "astro";
import { brandPalette, faviconPng } from "../lib/brand-images";
import tokens from "../styles/global.css?raw";

// The favicon, the brand mark in today's colour tokens, drawn by each build.
export const GET: APIRoute = () =>
  new Response(new Uint8Array(faviconPng(brandPalette(tokens))), { headers: { "Content-Type": "image/png" } });
