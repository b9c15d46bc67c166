import { describe, expect, it } from "vitest";
import { families } from "../../tests/helpers/families";
import { business } from "../config/business";
import { offeredServices as services } from "../content/services";
import {
  priceRange,
  breadcrumbJsonLd,
  businessId,
  jsonLdScript,
  localBusinessJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from "./structured-data";
import { familyPath } from "./machines";

/** The build's day in these checks; the facts' closures are after it. */
const TODAY = "2026-12-01";
const OPTS = { description: "Conserto de máquinas industriais.", today: TODAY };

describe("LocalBusiness structured data", () => {
  const data = localBusinessJsonLd(business, services, OPTS);

  it("states the facts of the facts file", () => {
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.name).toBe(business.brandName);
    expect(data.legalName).toBe(business.legalName);
    expect(data.description).toBe(OPTS.description);
    expect(data.taxID).toBe(business.cnpj);
    expect(data.telephone).toBe(business.phone.e164);
    expect(data.email).toBe(business.email);
    expect(data.url).toBe(new URL("/", business.siteUrl).href);
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: `${business.address.street}, ${business.address.number} - ${business.address.district}`,
      addressLocality: business.address.city,
      addressRegion: "SP",
      postalCode: business.address.postalCode,
      addressCountry: "BR",
    });
    expect(data.areaServed.map((area) => area.name)).toEqual(business.areaServed);
    expect(data.openingHoursSpecification[0]).toMatchObject({ opens: business.openingHours[0]!.opens });
  });

  it("says as a day closed each closure the page announces: none already over, none beyond the notice", () => {
    const closures = [
      { reason: "Passado", from: "2026-11-02", through: "2026-11-02", longClosure: false },
      { reason: "Ainda hoje", from: "2026-11-30", through: "2026-12-01", longClosure: false },
      { reason: "Carnaval", from: "2027-02-08", through: "2027-02-09", longClosure: false },
    ];
    const said = localBusinessJsonLd({ ...business, closures }, services, OPTS).openingHoursSpecification;
    expect(said.filter((spec) => "validFrom" in spec)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-11-30",
        validThrough: "2026-12-01",
      },
    ]);
  });

  it("shows the owner's photo or the share image, never a stock photo", () => {
    const site = new URL("/", business.siteUrl).href;
    const stock = { ...business.images.hero, src: "https://images.unsplash.com/photo-1" };
    const own = { ...business.images.hero, src: "/fotos/oficina.jpg" };
    const withHero = (hero: typeof stock) => ({ ...business, images: { hero } });
    expect(localBusinessJsonLd(withHero(stock), services, OPTS).image).toBe(`${site}og.jpg`);
    expect(localBusinessJsonLd(withHero(own), services, OPTS).image).toMatch(new RegExp(`^${site}fotos/oficina\\.jpg`));
    expect(localBusinessJsonLd(withHero(stock), services, { ...OPTS, ownPhoto: "/_astro/retrato.webp" }).image).toBe(
      `${site}_astro/retrato.webp`,
    );
  });

  it("lists the services offered, not the warranty, and the visit's price per group of towns as offers", () => {
    const offers = data.hasOfferCatalog.itemListElement;
    const prices = business.prices!;
    expect(services.map((service) => service.id)).not.toContain("garantia");
    expect(offers.map((offer) => offer.itemOffered.name)).toEqual([
      ...services.map((service) => service.title),
      ...prices.visit.map(() => "Visita técnica"),
    ]);
    const priced = offers.slice(services.length);
    expect(priced.map((offer) => ("priceSpecification" in offer ? offer.priceSpecification : undefined))).toEqual(
      prices.visit.map((group) => ({ "@type": "PriceSpecification", price: group.fee, priceCurrency: "BRL" })),
    );
    expect(data.priceRange).toMatch(/^R\$ \d+(–\d+)?$/);
  });

  it("gives the price range of the visit's fees, and none without prices", () => {
    expect(
      priceRange({
        visit: [
          { towns: ["A"], fee: 80 },
          { towns: ["B"], fee: 140 },
        ],
        diagnosis: { fee: 60, deductedWhenApproved: true },
        quoteValidDays: 10,
      }),
    ).toBe("R$ 80–140");
    expect(localBusinessJsonLd({ ...business, prices: undefined }, services, OPTS)).not.toHaveProperty("priceRange");
  });

  it("follows a change in the facts", () => {
    const changed = { ...business, legalName: "Outra Empresa", address: { ...business.address, city: "Franca" } };
    const other = localBusinessJsonLd(changed, services, OPTS);
    expect(other.legalName).toBe("Outra Empresa");
    expect(other.address.addressLocality).toBe("Franca");
  });
});

describe("WebSite structured data", () => {
  it("points to the business as publisher", () => {
    const site = websiteJsonLd(business);
    expect(site["@type"]).toBe("WebSite");
    expect(site.inLanguage).toBe("pt-BR");
    expect(site.publisher["@id"]).toBe(localBusinessJsonLd(business, services, OPTS)["@id"]);
  });
});

describe("jsonLdScript", () => {
  it("cannot be closed early by text inside it", () => {
    const text = jsonLdScript({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("Service and BreadcrumbList", () => {
  it("points the service at the business and numbers the trail from 1", () => {
    const [family] = families;
    const url = `https://www.exemplo.com.br${familyPath(family!)}`;
    const service = serviceJsonLd(business, { name: family!.data.name, description: family!.data.description, url });
    expect(service.provider).toEqual({
      "@type": "LocalBusiness",
      "@id": businessId(business),
      name: business.brandName,
      url: new URL("/", business.siteUrl).href,
    });
    expect(service.url).toBe(url);
    expect(service.areaServed.map((place) => place.name)).toEqual(business.areaServed);
    const trail = breadcrumbJsonLd([
      { name: "Início", url: "https://x.com.br/" },
      { name: "Serviços", url: "https://x.com.br/servicos" },
    ]);
    expect(trail.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, "Início"],
      [2, "Serviços"],
    ]);
  });

  it("names the optional profiles of the facts file in sameAs, and only then", () => {
    expect(localBusinessJsonLd(business, services, OPTS)).not.toHaveProperty("sameAs");
    const withProfiles = {
      ...business,
      googleBusinessProfileUrl: "https://g.page/x",
      instagramUrl: "https://instagram.com/x",
    };
    expect(localBusinessJsonLd(withProfiles, services, OPTS).sameAs).toEqual([
      "https://g.page/x",
      "https://instagram.com/x",
    ]);
  });
});
