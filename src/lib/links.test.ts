import { describe, expect, it } from "vitest";
import { formatAddress, mailtoLink, mapsSearchLink, telLink, whatsappLink } from "./links";

const tricky = "Olá, ação & cia #1? \"aspas\" e 'apóstrofo'\nlinha 2 🔧 100% <b>";

describe("whatsappLink", () => {
  it("uses only the digits of the number", () => {
    expect(whatsappLink("+5519998765432")).toBe("https://wa.me/5519998765432");
  });

  it("encodes the text so that it reads back exactly", () => {
    const link = whatsappLink("+5519998765432", tricky);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://wa.me/5519998765432");
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.searchParams.get("text")).toBe(tricky);
    expect(url.hash).toBe("");
  });

  it("percent-encodes reserved characters, spaces and line breaks", () => {
    const link = whatsappLink("+5519998765432", "a & b # c ? d\ne");
    expect(link).toBe("https://wa.me/5519998765432?text=a%20%26%20b%20%23%20c%20%3F%20d%0Ae");
  });
});

describe("telLink", () => {
  it("dials the E.164 number", () => {
    expect(telLink("+5519998765432")).toBe("tel:+5519998765432");
  });
});

describe("mailtoLink", () => {
  it("is a bare address without fields", () => {
    expect(mailtoLink("contato@empresa.com.br")).toBe("mailto:contato@empresa.com.br");
  });

  it("carries subject and body, with CRLF line breaks (RFC 6068)", () => {
    const link = mailtoLink("contato@empresa.com.br", { subject: "Orçamento & reparo", body: tricky });
    expect(link.startsWith("mailto:contato@empresa.com.br?subject=")).toBe(true);
    const params = new URLSearchParams(link.split("?")[1]);
    expect(params.get("subject")).toBe("Orçamento & reparo");
    expect(params.get("body")).toBe(tricky.replace("\n", "\r\n"));
    expect(link).not.toMatch(/[ \n"<>#]/);
    expect(link).not.toContain("+");
  });
});

describe("maps", () => {
  const address = {
    street: "Rua Fernando Camargo",
    number: "250",
    district: "Centro",
    city: "Santa Bárbara d'Oeste",
    state: "SP",
    postalCode: "13465-020",
  };

  it("formats the address in the Brazilian order", () => {
    expect(formatAddress(address)).toBe("Rua Fernando Camargo, 250 - Centro, Santa Bárbara d'Oeste - SP, 13465-020");
  });

  it("searches Google Maps for the whole address", () => {
    const url = new URL(mapsSearchLink(address));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/search/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toBe(formatAddress(address));
  });
});
