import type { APIRoute } from "astro";
import { KIT_PATH } from "../content/owner-kit";

// Built from the configured site URL, so the sitemap address follows the facts file. The owner's kit and his
// forms (/admin, and its configuration under /admin/) are for him, not for search results.
export const GET: APIRoute = ({ site }) =>
  new Response(
    `User-agent: *\nAllow: /\nDisallow: ${KIT_PATH}/\nDisallow: /admin\n\nSitemap: ${new URL("/sitemap-index.xml", site).href}\n`,
    { headers: { "Content-Type": "text/plain; charset=utf-8" } },
  );
