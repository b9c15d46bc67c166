import { describe, expect, it } from "vitest";
import { namedOrigin, whatsappText } from "../helpers/messages";
import { builtPages } from "./dist";

// Each prepared WhatsApp message names the page it was sent from (integrations/whatsapp-origin.ts), so the
// owner learns which page brings work without cookies or analytics; each page has a name of its own.
const originOf = (document: Document) => {
  const messages = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="https://wa.me/"]')]
    .map((a) => whatsappText(a.href))
    .filter((text): text is string => Boolean(text));
  return { messages, origins: new Set(messages.map(namedOrigin)) };
};

describe("where each WhatsApp message comes from", () => {
  it.each(builtPages.map((p) => [p.path, p] as const))("%s: every prepared message names the page", (_, page) => {
    const { messages, origins } = originOf(page.document);
    expect(messages.length).toBeGreaterThan(0);
    expect([...origins]).toHaveLength(1);
    expect([...origins][0]).toBeTruthy();
    expect(page.document.body.hasAttribute("data-origin")).toBe(false);
  });

  it("no two pages give the same name", () => {
    const names = builtPages.map((page) => [...originOf(page.document).origins][0]);
    expect(new Set(names).size).toBe(builtPages.length);
  });
});
