import { describe, expect, it } from "vitest";
import { families } from "../../tests/helpers/families";
import { business } from "../config/business";
import { familyPath } from "../lib/machines";
import { LIMITS } from "../lib/owner-kit";
import {
  BULK_COLUMNS,
  googleBulkCsv,
  googleDescription,
  googleProfileSheet,
  profileWebsite,
  reviewRequest,
  whatsappSheet,
  whatsappTexts,
} from "./owner-kit";

const length = (text: string) => [...text].length;

describe("the owner's kit", () => {
  it("links the Google profile to the site with the profile's campaign", () => {
    const url = new URL(profileWebsite(business));
    expect(url.origin).toBe(new URL(business.siteUrl).origin);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: "google",
      utm_medium: "organic",
      utm_campaign: "perfil",
    });
  });

  it("keeps every WhatsApp text within the app's limits", () => {
    const texts = whatsappTexts(business, families);
    expect(length(texts.about)).toBeLessThanOrEqual(LIMITS.whatsappAbout);
    expect(length(texts.description)).toBeLessThanOrEqual(LIMITS.whatsappDescription);
    for (const text of [texts.greeting, texts.away, ...texts.quickReplies.map((r) => r.text)])
      expect(length(text)).toBeLessThanOrEqual(LIMITS.whatsappMessage);
    for (const reply of texts.quickReplies)
      expect(length(reply.shortcut)).toBeLessThanOrEqual(LIMITS.quickReplyShortcut);
    for (const item of texts.catalogue) {
      expect(length(item.name)).toBeLessThanOrEqual(LIMITS.catalogueName);
      expect(length(item.description)).toBeLessThanOrEqual(LIMITS.catalogueDescription);
    }
    expect(length(googleDescription(business, families))).toBeLessThanOrEqual(LIMITS.googleDescription);
  });

  it("asks for the stopped machine's blanks, and names the visit fee only where the facts give one", () => {
    const replies = (facts: typeof business) => whatsappTexts(facts, families).quickReplies.map((r) => r.text);
    expect(replies(business)[0]).toContain("Visita técnica:");
    expect(replies({ ...business, prices: undefined })[0]).not.toContain("Visita técnica");
    expect(replies(business)[1]).toMatch(/Máquina e marca: \nCidade: /);
  });

  it("gives one catalogue item per machine family, linked to its page with WhatsApp's campaign", () => {
    const links = whatsappTexts(business, families).catalogue.map((item) => new URL(item.link));
    expect(links.map((url) => url.pathname)).toEqual(families.map(familyPath));
    expect(links.every((url) => url.searchParams.get("utm_source") === "whatsapp")).toBe(true);
  });

  it("stops the build, naming the place, when a text made of the facts outgrows it", () => {
    const brands = Array.from({ length: 60 }, (_, i) => `Marca ${i}`);
    const many = families.map((family) => ({ ...family, data: { ...family.data, brands } }));
    expect(() => googleDescription(business, many)).toThrow(
      /^the Google profile's description: \d+ characters, the limit is 750/,
    );
  });

  it("gives holidays as closed days and a long closure as a temporary closing", () => {
    const closures = [
      { reason: "Natal", from: "2026-12-24", through: "2026-12-25", longClosure: false },
      { reason: "Férias coletivas", from: "2027-01-04", through: "2027-01-20", longClosure: true },
    ];
    const sheet = googleProfileSheet({ ...business, closures }, families);
    expect(sheet).toContain("24 de dezembro de 2026 (Natal): Fechado\n25 de dezembro de 2026 (Natal): Fechado\n");
    expect(sheet).toContain(
      'Férias coletivas: marque o perfil como "Temporariamente fechado" em 4 de janeiro de 2027 e reabra em 21 de janeiro de 2027.',
    );
    const [, row] = googleBulkCsv({ ...business, closures }, families).split("\r\n");
    expect(row).toContain('"2026-12-24: x,2026-12-25: x"');
    expect(row).not.toContain("2027-01-04");
  });

  it("fills one row of Google's bulk spreadsheet under its column names, a closed day as x", () => {
    const [header, row, end] = googleBulkCsv(business, families).split("\r\n");
    expect(header).toBe(BULK_COLUMNS.map((c) => `"${c}"`).join(","));
    expect(end).toBe("");
    const closedOnSunday = !business.openingHours.some((p) => p.dayOfWeek.includes("Sunday"));
    const sunday = row!.split('","')[BULK_COLUMNS.indexOf("Sunday hours")];
    expect(sunday === "x").toBe(closedOnSunday);
  });

  it("asks for a review, with the link, only where the facts give the profile's review link", () => {
    const url = "https://g.page/r/exemplo/review";
    expect(reviewRequest({ ...business, googleReviewUrl: undefined })).toBeUndefined();
    expect(reviewRequest({ ...business, googleReviewUrl: url })!.message).toContain(url);
    const shortcuts = (facts: typeof business) => whatsappTexts(facts, families).quickReplies.map((r) => r.shortcut);
    expect(shortcuts({ ...business, googleReviewUrl: url })).toContain("avaliacao");
    expect(shortcuts({ ...business, googleReviewUrl: undefined })).not.toContain("avaliacao");
  });

  it("writes both sheets in Portuguese, naming where their data comes from", () => {
    for (const sheet of [googleProfileSheet(business, families), whatsappSheet(business, families)]) {
      expect(sheet).toContain("src/data/empresa/");
      expect(sheet).toContain("GUIA-DO-DONO.md");
    }
  });
});
