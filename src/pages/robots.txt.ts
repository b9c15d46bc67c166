import type { APIRoute } from "astro";

// Built from the configured site URL, so the sitemap address follows the facts file. Nothing is disallowed: the
// pages kept out of search results (the owner's forms and kit, the 404, the supplier sheet, the machines' sticker
// pages) say so in their <meta> or in their hosts' X-Robots-Tag, which a search engine reads only on a page it may
// fetch. A disallowed address can still be listed, without its content, once another site links to it.
export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap-index.xml", site).href}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
