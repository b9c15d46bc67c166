import type { APIRoute } from "astro";
import { links } from "../config/site";
import { qrPath } from "../lib/qr";

// The QR code of the quote chat, as a file: the pages show it in a lazy <img> from 1024 px only, so phones
// never download it and it adds nothing to any page's HTML.
export const GET: APIRoute = () => {
  const { size, d } = qrPath(links.whatsappQr);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="white"/><path d="${d}" fill="black"/></svg>`;
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml" } });
};
