import { describe, expect, it } from "vitest";
import { whatsappLink } from "../src/lib/links";
import { withWhatsappOrigin } from "./whatsapp-origin";

const page = (body: string) =>
  `<html><body class="x" data-origin="Serviços › Retas &amp; overloques">${body}</body></html>`;
const textOf = (html: string) =>
  new URL(/href="([^"]*)"/.exec(html)![1]!.replaceAll("&amp;", "&")).searchParams.get("text");

describe("withWhatsappOrigin", () => {
  it("ends each prepared message with the page's name and drops the attribute", () => {
    const html = withWhatsappOrigin(
      page(`<a href="${whatsappLink("+5519998765432", "Olá! Orçamento & prazo?")}">x</a>`),
    );
    expect(textOf(html)).toBe("Olá! Orçamento & prazo?\n(Enviada pelo site: Serviços › Retas & overloques)");
    expect(html).toContain('<body class="x">');
  });

  it("leaves links without a message, and messages already naming the page, as they are", () => {
    const plain = `<a href="https://wa.me/5519998765432">x</a>`;
    expect(withWhatsappOrigin(page(plain))).toContain(plain);
    const once = withWhatsappOrigin(page(`<a href="${whatsappLink("+5519998765432", "Oi")}">x</a>`));
    expect(withWhatsappOrigin(once.replace("<body", '<body data-origin="Serviços › Retas &amp; overloques"'))).toBe(
      once,
    );
  });

  it("refuses a page with messages whose layout did not name it, and leaves one without messages", () => {
    const link = `<a href="${whatsappLink("+5519998765432", "Oi")}">x</a>`;
    expect(() => withWhatsappOrigin(`<html><body>${link}</body></html>`)).toThrow(/data-origin/);
    expect(withWhatsappOrigin("<html><body><p>x</p></body></html>")).toBe("<html><body><p>x</p></body></html>");
  });
});
