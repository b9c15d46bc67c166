// Every WhatsApp message a page prepares ends with the page it was sent from (src/lib/contact-message.ts:
// originLine), in the visitor's sight: the owner learns which page brings work, with no cookie, no analytics
// and no script. The layout names the page once, on <body data-origin>; this step adds the line to each of
// the page's prepared-message links and removes the attribute. The contact form adds its own line.
// Why after rendering: Astro renders each React component on its own, so no context carries the page's
// name from the layout to the links deep in shared components; the body attribute does, once per page.
import { originLine, withOrigin } from "../src/lib/contact-message.ts";
import { whatsappLink } from "../src/lib/links.ts";
import { attr, elementsOf, removeAttr, setAttr, theElement, type Document } from "./html.ts";
import { StepError } from "./step-error.ts";

/** A link to a WhatsApp chat with a prepared message: its number and message, or undefined. */
function preparedMessage(href: string | undefined): { number: string; text: string } | undefined {
  if (!href?.startsWith("https://wa.me/")) return undefined;
  const url = new URL(href);
  const text = url.searchParams.get("text");
  return text === null ? undefined : { number: url.pathname.slice(1), text };
}

/** Page step: each prepared WhatsApp message ends with the page's name; <body data-origin> goes. */
export function whatsappOrigin(document: Document): void {
  const body = theElement(document, "body");
  const origin = attr(body, "data-origin");
  const links = [...elementsOf(document)].filter((el) => preparedMessage(attr(el, "href")));
  if (origin === undefined) {
    // A page outside the layout (the owner's label sheets) prepares no message.
    if (links.length)
      throw new StepError("whatsappOrigin", "<body data-origin> naming the page (src/layouts/SiteLayout.astro)");
    return;
  }
  removeAttr(body, "data-origin");
  for (const link of links) {
    const { number, text } = preparedMessage(attr(link, "href"))!;
    if (!text.includes(originLine(origin))) setAttr(link, "href", whatsappLink(`+${number}`, withOrigin(text, origin)));
  }
}
