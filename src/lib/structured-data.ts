// schema.org structured data for Google, built from the facts file: a LocalBusiness with its services
// as an offer catalogue, and the WebSite.
import type { Business } from "./business-schema";
import { photoUrl } from "./images";

interface ServiceEntry {
  title: string;
  text: string;
}

export function localBusinessJsonLd(business: Business, serviceList: readonly ServiceEntry[]) {
  const site = new URL("/", business.siteUrl).href;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${site}#empresa`,
    name: business.brandName,
    legalName: business.legalName,
    taxID: business.cnpj,
    description: business.activity,
    url: site,
    telephone: business.phone.e164,
    email: business.email,
    foundingDate: String(business.foundedYear),
    image: new URL(photoUrl(business.images.hero.src, 1200), site).href,
    logo: new URL("/apple-touch-icon.png", site).href,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${business.address.street}, ${business.address.number} - ${business.address.district}`,
      addressLocality: business.address.city,
      addressRegion: business.address.state,
      postalCode: business.address.postalCode,
      addressCountry: "BR",
    },
    areaServed: business.areaServed.map((city) => ({ "@type": "City", name: city })),
    openingHoursSpecification: business.openingHours.map((period) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: period.dayOfWeek,
      opens: period.opens,
      closes: period.closes,
    })),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Serviços de manutenção de máquinas industriais",
      itemListElement: serviceList.map((service) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: service.title, description: service.text },
      })),
    },
  };
}

export function websiteJsonLd(business: Business) {
  const site = new URL("/", business.siteUrl).href;
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site}#site`,
    name: business.brandName,
    url: site,
    inLanguage: "pt-BR",
    publisher: { "@id": `${site}#empresa` },
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
