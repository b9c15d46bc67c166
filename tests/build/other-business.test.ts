import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesIn } from "../../integrations/files.mjs";
import { attr, byTag, outerHtml, parseHtml } from "../../integrations/html";
import { DIST } from "../../scripts/site.ts";
import { business } from "../../src/config/business";
import { formatMoney } from "../../src/lib/format";
import { digitsOf } from "../../src/lib/links";
import { reviewRequest } from "../../src/content/owner-kit";
import { business as other, readFacts, SHIPPED_FACTS } from "../../src/config/business";
import { families } from "../helpers/families";
import { readQrSvg } from "../helpers/qr";
import { builtSite } from "./background-build";

// The site built for a second business (tests/fixtures/other-business/, through SITE_FACTS), in the
// "other business" project of vitest.build.config.ts, which builds it once for all its checks: every page,
// every host's file and the owner's kit must follow the facts file. Nothing of the shipped business (its
// names, numbers, address, towns, prices, domain) may be left anywhere in that build.

// The shipped facts, read from their file: in this project the facts file is the fixture (SITE_FACTS).
const { business: shipped } = readFacts(SHIPPED_FACTS);

/** Compressed copies and images hold no text to read. */
const TEXT = /\.(html|css|js|json|svg|xml|txt|csv|webmanifest|vcf|yml)$|(^|\/)(_headers|\.htaccess)$/;
/** A file's text as a reader gets it: character references and percent-encoded URLs decoded. */
const readable = (text: string) =>
  text
    .replace(/&(nbsp|#160|#xa0);/gi, "\u00a0")
    .replace(/&(#39|#x27|apos);/gi, "'")
    .replace(/&amp;/g, "&")
    .replace(/(%[\da-f]{2})+/gi, (encoded) => {
      try {
        return decodeURIComponent(encoded);
      } catch {
        return encoded;
      }
    });

const deploy = (name: string) => ({
  name: `deploy/${name}`,
  text: readFileSync(path.join(DIST, "../deploy", name), "utf8"),
});
const files = [
  ...filesIn(DIST)
    .filter((name) => TEXT.test(name))
    .map((name) => ({ name, text: readable(readFileSync(path.join(DIST, name), "utf8")) })),
  deploy("nginx.conf"),
  deploy("security-headers.conf"),
  deploy("page-csp.conf"),
];

describe("the site built for another business", () => {
  it("is this project's build, checked against the other business's facts", () => {
    expect(business).toBe(other);
    expect(shipped.brandName).not.toBe(other.brandName);
  });

  // Without job photos (src/content/works is empty as shipped), the state most of the owner's builds are in.
  it("is built without a warning, with no job photo", async () => {
    const output = await builtSite(DIST);
    expect(output.split("\n").filter((line) => /\bWARN\b|\berror\b/i.test(line))).toEqual([]);
  });

  it("keeps nothing of the shipped business in any file: names, numbers, address, towns, prices, domain", () => {
    const prices = [
      ...(shipped.prices?.visit.map((group) => group.fee) ?? []),
      shipped.prices?.diagnosis.fee,
      shipped.preventivePlan?.pricePerMachine,
      shipped.loyalty.minServiceValue,
    ].filter((fee): fee is number => fee !== undefined);
    const old = [
      shipped.brandName,
      shipped.legalName,
      shipped.cnpj,
      digitsOf(shipped.cnpj),
      shipped.phone.display,
      digitsOf(shipped.phone.e164),
      digitsOf(shipped.whatsapp),
      shipped.email,
      shipped.address.street,
      shipped.address.postalCode,
      new URL(shipped.siteUrl).host,
      shipped.technician.name,
      shipped.supplier?.billingContact?.name,
      shipped.supplier?.billingContact?.email,
      shipped.supplier?.billingContact?.phone?.display,
      ...shipped.areaServed.filter((town) => !other.areaServed.includes(town)),
      ...prices.map(formatMoney),
    ].filter((value): value is string => value !== undefined);
    expect(files.length).toBeGreaterThan(20);
    const left = files.flatMap(({ name, text }) =>
      old.filter((value) => text.includes(value)).map((v) => `${name}: ${v}`),
    );
    expect(left).toEqual([]);
  });

  it("says the other business's facts on its pages, in its host files and in the owner's kit", () => {
    const text = (name: string) => files.find((file) => file.name === name)?.text ?? "";
    expect(text("index.html")).toContain(other.brandName);
    expect(text("contato.html")).toContain(other.phone.display);
    expect(text("kit-do-dono/google-perfil.txt")).toContain(other.address.city);
    expect(text("kit-do-dono/google-perfil.txt")).toContain('"Temporariamente fechado"');
    expect(text("kit-do-dono/whatsapp.txt")).toContain(other.technician.name.split(" ")[0]);
    expect(text("robots.txt")).toContain(new URL(other.siteUrl).host);
    // The owner's forms: the other business's towns in the town pickers, its facts file as the one to save.
    expect(text("admin/config.yml")).toContain(other.areaServed.at(-1));
    expect(text("admin/config.yml")).toContain("file: tests/fixtures/other-business/");
    expect(text("admin.html")).toContain(other.brandName);
    expect(text("_headers")).toContain("Content-Security-Policy");
  });

  it("gives the review card its QR code of the profile's review link, and the WhatsApp kit its message", () => {
    const card = files.find((file) => file.name === "kit-do-dono/avaliacao.html")?.text ?? "";
    const qr = byTag(parseHtml(card), "svg").find((svg) => attr(svg, "role") === "img");
    expect(readQrSvg(qr ? outerHtml(qr) : "")).toBe(other.googleReviewUrl);
    expect(files.find((file) => file.name === "kit-do-dono/whatsapp.txt")?.text).toContain(
      `/AVALIACAO\n${reviewRequest(other)!.message}`,
    );
  });

  it("names no price where it publishes none: no labour, no parts on the machine families' pages", () => {
    expect(other.prices).toBeUndefined();
    const amounts = [
      shipped.prices?.labour?.hourlyRate,
      ...(shipped.prices?.labour?.byMachine.flatMap((range) => [range.from, range.through]) ?? []),
      ...families.flatMap((family) => family.data.parts?.items.flatMap((item) => [item.from, item.through]) ?? []),
    ].filter((amount): amount is number => amount !== undefined);
    expect(amounts.length).toBeGreaterThan(10);
    // The families' pages and the services list (its own amounts, as a loyalty threshold, may be any elsewhere).
    const pages = files.filter(({ name }) => /^servicos(\/[^/]+)?\.html$/.test(name));
    expect(pages.length).toBe(families.length + 1);
    const left = pages.flatMap(({ name, text }) =>
      [...amounts.map(formatMoney), "Peças mais trocadas", "/servicos#custo"]
        .filter((value) => text.includes(value))
        .map((value) => `${name}: ${value}`),
    );
    expect(left).toEqual([]);
  });

  it("leaves out what the other business does not offer: no plan page", () => {
    expect(existsSync(path.join(DIST, "manutencao-preventiva.html"))).toBe(false);
    expect(files.some(({ text }) => text.includes("/manutencao-preventiva"))).toBe(false);
  });
});
