import { describe, expect, it } from "vitest";
import { business } from "../config/business";
import { services } from "../content/services";
import {
  breadcrumbJsonLd,
  businessId,
  jsonLdScript,
  localBusinessJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from "./structured-data";

describe("LocalBusiness structured data", () => {
  const data = localBusinessJsonLd(business, services);

  it("states the facts of the facts file", () => {
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.name).toBe(business.brandName);
    expect(data.legalName).toBe(business.legalName);
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

  it("lists the four services as an offer catalogue", () => {
    expect(data.hasOfferCatalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual([
      "Manutenção preventiva",
      "Reparos especializados",
      "Garantia de qualidade",
      "Atendimento rápido",
    ]);
  });

  it("follows a change in the facts", () => {
    const changed = { ...business, legalName: "Outra Empresa", address: { ...business.address, city: "Franca" } };
    const other = localBusinessJsonLd(changed, services);
    expect(other.legalName).toBe("Outra Empresa");
    expect(other.address.addressLocality).toBe("Franca");
  });
});

describe("WebSite structured data", () => {
  it("points to the business as publisher", () => {
    const site = websiteJsonLd(business);
    expect(site["@type"]).toBe("WebSite");
    expect(site.inLanguage).toBe("pt-BR");
    expect(site.publisher["@id"]).toBe(localBusinessJsonLd(business, services)["@id"]);
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
    const url = "https://www.exemplo.com.br/servicos/bordadeiras";
    const service = serviceJsonLd(business, { name: "Bordadeiras", description: "Conserto.", url });
    expect(service.provider).toEqual({ "@id": businessId(business) });
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
    expect(localBusinessJsonLd(business, services)).not.toHaveProperty("sameAs");
    const withProfiles = {
      ...business,
      googleBusinessProfileUrl: "https://g.page/x",
      instagramUrl: "https://instagram.com/x",
    };
    expect(localBusinessJsonLd(withProfiles, services).sameAs).toEqual(["https://g.page/x", "https://instagram.com/x"]);
  });
});
