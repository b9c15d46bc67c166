// schema.org structured data for Google, built from the facts file: the LocalBusiness and the WebSite (on the
// home page, each with its @id), and on each machine-family page its Service and BreadcrumbList, which name
// the business by that @id. Each says only what its page shows (Google's rule for structured data). Never a
// rating or a review of the business itself (Google ignores and may penalise self-serving reviews).
import type { Business } from "./business-schema";
import { upcomingClosures } from "./closures";
import { photoUrl } from "./images";
import { mapsSearchLink, whatsappLink } from "./links";

/** The stable @id of the business, which the other blocks point to. */
/** The site's home address, which every block names. */
const siteOf = (business: Business) => new URL("/", business.siteUrl).href;

export const businessId = (business: Business) => `${siteOf(business)}#empresa`;

const places = (business: Business) => business.areaServed.map((city) => ({ "@type": "City", name: city }));

interface ServiceEntry {
  title: string;
}

/**
 * The business's picture for Google: the owner's own photo (`ownPhoto`, a processed file of the build such as
 * the technician's portrait, or the home photo when it is his file in public/), else the share image the build
 * draws from the facts (/og.jpg); never a stock photo, which would show a stranger as the business.
 */
const businessImage = (business: Business, ownPhoto: string | undefined) =>
  ownPhoto ?? (business.images.hero.src.startsWith("/") ? photoUrl(business.images.hero.src, 1200) : "/og.jpg");

/**
 * The business as the home page shows it: `serviceList` the services it offers, `description` the words the page
 * says of it, `today` the build's day (the closures it announces).
 */
export function localBusinessJsonLd(
  business: Business,
  serviceList: readonly ServiceEntry[],
  { description, ownPhoto, today }: { description: string; ownPhoto?: string | undefined; today: string },
) {
  const site = siteOf(business);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": businessId(business),
    name: business.brandName,
    legalName: business.legalName,
    taxID: business.cnpj,
    description,
    url: site,
    telephone: business.phone.e164,
    email: business.email,
    foundingDate: String(business.foundedYear),
    image: new URL(businessImage(business, ownPhoto), site).href,
    logo: new URL("/apple-touch-icon.png", site).href,
    hasMap: mapsSearchLink(business.address),
    geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    address: {
      "@type": "PostalAddress",
      streetAddress: `${business.address.street}, ${business.address.number} - ${business.address.district}`,
      addressLocality: business.address.city,
      addressRegion: business.address.state,
      postalCode: business.address.postalCode,
      addressCountry: "BR",
    },
    areaServed: places(business),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: business.phone.e164,
      email: business.email,
      url: whatsappLink(business.whatsapp),
      availableLanguage: "pt-BR",
      areaServed: "BR",
    },
    openingHoursSpecification: [
      ...business.openingHours.map((period) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: period.dayOfWeek,
        opens: period.opens,
        closes: period.closes,
      })),
      // Closed all day: opens and closes at 00:00 over the dates given (Google's documented form); the closures
      // the page announces, so one more than a month ahead is said once the weekly build announces it.
      ...upcomingClosures(business.closures, today).map((closure) => ({
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: closure.from,
        validThrough: closure.through,
      })),
    ],
    ...(sameAs(business).length ? { sameAs: sameAs(business) } : {}),
    ...(business.prices ? { priceRange: priceRange(business.prices) } : {}),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Serviços de manutenção de máquinas industriais",
      itemListElement: [
        // Named only: each is described on the page itself, and the home page's bytes count (first round trip).
        ...serviceList.map((service) => ({
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: service.title },
        })),
        ...priceOffers(business),
      ],
    },
  };
}

export function websiteJsonLd(business: Business) {
  const site = siteOf(business);
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site}#site`,
    name: business.brandName,
    url: site,
    inLanguage: "pt-BR",
    publisher: { "@id": businessId(business) },
  };
}

type Prices = NonNullable<Business["prices"]>;

/** The technical visit's fees, which the home page shows, as Google's priceRange: "R$ 80–140". */
export function priceRange(prices: Prices): string {
  const fees = prices.visit.map((group) => group.fee);
  const [low, high] = [Math.min(...fees), Math.max(...fees)];
  return low === high ? `R$ ${low}` : `R$ ${low}–${high}`;
}

const price = (amount: number) => ({ "@type": "PriceSpecification", price: amount, priceCurrency: "BRL" });

/** The technical visit's price in each group of towns, as the home page shows them. */
const priceOffers = (business: Business) =>
  (business.prices?.visit ?? []).map((group) => ({
    "@type": "Offer",
    itemOffered: { "@type": "Service", name: "Visita técnica" },
    areaServed: group.towns.map((city) => ({ "@type": "City", name: city })),
    priceSpecification: price(group.fee),
  }));

const sameAs = (business: Business) =>
  [business.googleBusinessProfileUrl, business.instagramUrl].filter((url): url is string => Boolean(url));

/**
 * A service page's Service (a machine family's, the preventive plan's), provided by the business in the towns
 * it serves; with a price, its Offer (a unit price: "por máquina, a cada visita").
 */
export function serviceJsonLd(
  business: Business,
  service: {
    name: string;
    description: string;
    url: string;
    serviceType?: string;
    price?: { amount: number; unit: string };
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${service.url}#servico`,
    name: service.name,
    serviceType: service.serviceType ?? `Manutenção e conserto de ${service.name.toLowerCase()}`,
    description: service.description,
    url: service.url,
    // Google reads each page alone: the provider's @id points to the home page's block, and its type, name and
    // site say who it is here.
    provider: {
      "@type": "LocalBusiness",
      "@id": businessId(business),
      name: business.brandName,
      url: siteOf(business),
    },
    areaServed: places(business),
    ...(service.price && {
      offers: {
        "@type": "Offer",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: service.price.amount,
          priceCurrency: "BRL",
          unitText: service.price.unit,
        },
      },
    }),
  };
}

/** The trail of links a visitor sees above the page title, for Google. */
export function breadcrumbJsonLd(trail: readonly { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
