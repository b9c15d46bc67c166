import { describe, expect, it } from "vitest";
import { whatsappLink } from "../src/lib/links";
import { attr, byTag, parseHtml } from "./html";
import { stepped } from "./test-page";
import { whatsappOrigin } from "./whatsapp-origin";

const page = (body: string) =>
  `<!DOCTYPE html><html><head></head><body class="x" data-origin="Serviços › Retas &amp; overloques">${body}</body></html>`;
const textOf = (html: string) => new URL(attr(byTag(parseHtml(html), "a")[0]!, "href")!).searchParams.get("text");

describe("whatsappOrigin", () => {
  it("ends each prepared message with the page's name and drops the attribute", () => {
    const html = stepped(
      page(`<a href="${whatsappLink("+5519998765432", "Olá! Orçamento & prazo?")}">x</a>`),
      whatsappOrigin,
    );
    expect(textOf(html)).toBe("Olá! Orçamento & prazo?\n(Enviada pelo site: Serviços › Retas & overloques)");
    expect(html).toContain('<body class="x">');
  });

  it("leaves links without a message, and messages already naming the page, as they are", () => {
    const plain = `<a href="https://wa.me/5519998765432">x</a>`;
    expect(stepped(page(plain), whatsappOrigin)).toContain(plain);
    const once = stepped(page(`<a href="${whatsappLink("+5519998765432", "Oi")}">x</a>`), whatsappOrigin);
    const again = once.replace("<body", '<body data-origin="Serviços › Retas &amp; overloques"');
    expect(stepped(again, whatsappOrigin)).toBe(once);
  });

  it("stops the build on a page with messages whose layout did not name it, and leaves one without messages", () => {
    const link = `<a href="${whatsappLink("+5519998765432", "Oi")}">x</a>`;
    expect(() => stepped(`<html><body>${link}</body></html>`, whatsappOrigin)).toThrow(
      /build step whatsappOrigin: expected <body data-origin>/,
    );
    const plain = "<!DOCTYPE html><html><head></head><body><p>x</p></body></html>";
    expect(stepped(plain, whatsappOrigin)).toBe(plain);
  });
});
