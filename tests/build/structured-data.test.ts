import { describe, expect, it } from "vitest";
import { business } from "../../src/config/business";
import { links } from "../../src/config/site";
import { siteToday } from "../../src/config/today";
import { frame } from "../../src/content/frame";
import { offeredServices } from "../../src/content/services";
import { formatDayRange, upcomingClosures } from "../../src/lib/closures";
import { formatMoney } from "../../src/lib/format";
import { businessId, localBusinessJsonLd, websiteJsonLd } from "../../src/lib/structured-data";
import { builtPages, DIST, lineOf, pageAt } from "./dist";
import { families } from "../helpers/families";
import { familyPath } from "../../src/lib/machines";
import { readFileSync } from "node:fs";

// Every JSON-LD block of the build, against the facts file and against the properties Google documents for
// each type (LocalBusiness; BreadcrumbList) or schema.org defines (WebSite, Service): nothing unknown,
// nothing missing, no rating or review of the business itself.
type Json = Record<string, unknown>;
const blocksOf = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((el) => JSON.parse(el.textContent!) as Json);
const site = new URL("/", business.siteUrl);
const abs = (path: string) => new URL(path, site).href;

/** The properties each type may carry here. */
const ALLOWED: Record<string, string[]> = {
  LocalBusiness: [
    "@context",
    "@type",
    "@id",
    "name",
    "legalName",
    "taxID",
    "description",
    "url",
    "telephone",
    "email",
    "foundingDate",
    "image",
    "logo",
    "hasMap",
    "geo",
    "address",
    "areaServed",
    "contactPoint",
    "openingHoursSpecification",
    "sameAs",
    // Google's LocalBusiness documentation recommends it: the fees of the facts, e.g. "R$ 60–140".
    "priceRange",
    "hasOfferCatalog",
  ],
  WebSite: ["@context", "@type", "@id", "name", "url", "inLanguage", "publisher"],
  Service: [
    "@context",
    "@type",
    "@id",
    "name",
    "serviceType",
    "description",
    "url",
    "provider",
    "areaServed",
    "offers",
  ],
  BreadcrumbList: ["@context", "@type", "itemListElement"],
};

/** Every key anywhere in a value. */
const keysDeep = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysDeep)
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)])
      : [];

/** What each page describes: the business and the site in full once, the rest by reference to their @id. */
const OWN_BLOCKS: Record<string, string[]> = {
  "/": ["LocalBusiness", "WebSite"],
  "/servicos": ["BreadcrumbList"],
  "/manutencao-preventiva": ["Service", "BreadcrumbList"],
};
const expectedTypes = (path: string) =>
  OWN_BLOCKS[path] ?? (families.some((f) => familyPath(f) === path) ? ["Service", "BreadcrumbList"] : []);

describe.each(builtPages.map((p) => [p.path, p] as const))("structured data of %s", (path, page) => {
  const blocks = blocksOf(page.document);

  it("describes the business and the site in full only on the home page", () => {
    expect(blocks.map((b) => b["@type"])).toEqual(expectedTypes(path));
    const full = {
      LocalBusiness: localBusinessJsonLd(business, offeredServices, {
        description: frame.footer.blurb,
        today: siteToday,
      }),
      WebSite: websiteJsonLd(business),
    };
    for (const block of blocks.filter((b) => b["@type"] === "LocalBusiness" || b["@type"] === "WebSite"))
      expect(block).toEqual(JSON.parse(JSON.stringify(full[block["@type"] as keyof typeof full])));
  });

  it("uses only the properties documented for each type, and never rates or reviews the business", () => {
    for (const block of blocks) {
      const type = block["@type"] as string;
      expect(ALLOWED[type], `type ${type}`).toBeDefined();
      expect(Object.keys(block).filter((key) => !ALLOWED[type]!.includes(key))).toEqual([]);
      expect(keysDeep(block)).not.toContain("aggregateRating");
      expect(keysDeep(block)).not.toContain("review");
    }
  });

  it("gives a family page its Service, provided by the business's @id, and a BreadcrumbList of the visible trail", () => {
    const family = families.find((f) => familyPath(f) === path)?.data;
    if (family) {
      const service = blocks.find((b) => b["@type"] === "Service")!;
      expect(service).toMatchObject({
        name: family.name,
        description: family.description,
        url: abs(path),
        provider: { "@type": "LocalBusiness", "@id": businessId(business), name: business.brandName },
      });
      expect((service["areaServed"] as Json[]).map((p) => p["name"])).toEqual(business.areaServed);
    }
    if (path === "/manutencao-preventiva") {
      // The plan's price per machine per visit, as Google reads an offer's unit price.
      expect(blocks.find((b) => b["@type"] === "Service")!["offers"]).toEqual({
        "@type": "Offer",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: business.preventivePlan!.pricePerMachine,
          priceCurrency: "BRL",
          unitText: "por máquina, a cada visita",
        },
      });
    }
    const breadcrumb = blocks.find((b) => b["@type"] === "BreadcrumbList");
    if (!breadcrumb) return;
    const visible = [...page.document.querySelectorAll('main nav[aria-label="Trilha de navegação"] a')].map((a) => ({
      name: a.textContent,
      item: abs(a.getAttribute("href")!),
    }));
    expect(breadcrumb["itemListElement"]).toEqual(
      visible.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, ...crumb })),
    );
  });
});

describe("the LocalBusiness block", () => {
  const data = blocksOf(pageAt("/").document)[0]!;
  const homeText = lineOf(pageAt("/").document.body);

  it("has a stable @id, geo to 5 decimals, the map, the WhatsApp contact and a logo of at least 112 px", () => {
    expect(data["@id"]).toBe(`${site.href}#empresa`);
    expect(data["geo"]).toEqual({ "@type": "GeoCoordinates", ...business.geo });
    for (const value of Object.values(business.geo)) expect(String(value)).toMatch(/^-?\d+\.\d{1,5}$/);
    expect(data["hasMap"]).toBe(links.maps);
    expect(data["contactPoint"]).toMatchObject({
      telephone: business.phone.e164,
      url: `https://wa.me/${business.whatsapp.slice(1)}`,
    });
    expect(data["logo"]).toBe(abs("/apple-touch-icon.png"));
    const png = readFileSync(`${DIST}/apple-touch-icon.png`);
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(112);
  });

  it("lists the weekly hours and the holiday closures the page announces (closed all day: 00:00 to 00:00)", () => {
    const hours = data["openingHoursSpecification"] as Json[];
    expect(hours.slice(0, business.openingHours.length).map((h) => [h["opens"], h["closes"]])).toEqual(
      business.openingHours.map((p) => [p.opens, p.closes]),
    );
    const announced = upcomingClosures(business.closures, siteToday);
    for (const c of announced) expect(homeText).toContain(formatDayRange(c.from, c.through));
    expect(hours.slice(business.openingHours.length)).toEqual(
      announced.map((c) => ({
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: c.from,
        validThrough: c.through,
      })),
    );
  });

  it("says of the business what the page shows: its description and the visit's prices", () => {
    expect(homeText).toContain(data["description"]);
    const offers = (data["hasOfferCatalog"] as { itemListElement: Json[] }).itemListElement;
    for (const offer of offers.filter((o) => o["priceSpecification"]))
      expect(homeText).toContain(
        formatMoney((offer["priceSpecification"] as { price: number }).price).replace(/\s/g, " "),
      );
  });

  it("names its places as places and follows the optional profiles of the facts file", () => {
    expect(data["areaServed"]).toEqual(business.areaServed.map((name) => ({ "@type": "City", name })));
    const profiles = [business.googleBusinessProfileUrl, business.instagramUrl].filter(Boolean);
    if (profiles.length) expect(data["sameAs"]).toEqual(profiles);
    else expect(data).not.toHaveProperty("sameAs");
  });
});
