// Every WhatsApp message a page prepares ends with the page it was sent from (src/lib/contact-message.ts:
// originLine), in the visitor's sight: the owner learns which page brings work, with no cookie, no analytics
// and no script. The layout names the page once, on <body data-origin>; this step adds the line to each of
// the page's prepared-message links and removes the attribute. The contact form adds its own line.
import { originLine, withOrigin } from "../src/lib/contact-message.ts";
import { whatsappLink } from "../src/lib/links.ts";
import { decodeEntities } from "./page-styles.ts";

const ORIGIN = /<body([^>]*?) data-origin="([^"]*)"/;
const LINK = /href="https:\/\/wa\.me\/(\d+)\?text=([^"]*)"/g;

const encodeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The page with each prepared WhatsApp message ending in the page's name, and without data-origin. */
export function withWhatsappOrigin(html: string): string {
  const match = ORIGIN.exec(html);
  if (!match) {
    // A page outside the layout (the owner's label sheets) prepares no message.
    if (html.search(LINK) >= 0)
      throw new Error("the page's <body> has no data-origin (src/layouts/SiteLayout.astro names it)");
    return html;
  }
  const origin = decodeEntities(match[2]!);
  return html.replace(ORIGIN, "<body$1").replace(LINK, (link, number: string, text: string) => {
    const message = decodeURIComponent(decodeEntities(text));
    if (message.includes(originLine(origin))) return link;
    return `href="${encodeAttribute(whatsappLink(`+${number}`, withOrigin(message, origin)))}"`;
  });
}
