// The WhatsApp messages the site prepares, as the tests read them back from a link.
import { originLine } from "../../src/lib/contact-message";
import { whatsappLink } from "../../src/lib/links";

export const whatsappText = (href: string | null) => new URL(href ?? "").searchParams.get("text");

const [before = "", after = ""] = originLine("\0").split("\0");
/** Whether a line of a message is the one naming where it was sent from. */
const isOriginLine = (line: string) => line.startsWith(before) && line.endsWith(after);

/** The page (or form, or label) a message's origin line names, or undefined. */
export const namedOrigin = (text: string) => text.split("\n").find(isOriginLine)?.slice(before.length, -after.length);

/**
 * The message a WhatsApp link prepares, without the line naming the page it came from (each page's own, checked
 * on the build by tests/build/whatsapp-origin.test.ts). Throws if the line is missing.
 */
export function preparedMessage(href: string | null): string {
  const lines = (whatsappText(href) ?? "").split("\n");
  const origin = lines.findIndex(isOriginLine);
  if (origin < 1) throw new Error(`no line naming the page the message comes from: ${lines.join(" / ")}`);
  return lines.filter((_, i) => i !== origin).join("\n");
}

/** A WhatsApp link as the site's config writes it, before the build names the page in its message. */
export const preparedLink = (href: string) => {
  if (!href.startsWith("https://wa.me/")) return href;
  const url = new URL(href);
  return url.searchParams.has("text") ? whatsappLink(`+${url.pathname.slice(1)}`, preparedMessage(href)) : href;
};
