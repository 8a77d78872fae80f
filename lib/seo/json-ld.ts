import type { BreadcrumbList, ItemList, Offer, Organization, Product, Thing, WebSite, WithContext } from "schema-dts";
import { absoluteUrl, PRODUCT_NAME } from "./metadata";

/**
 * Serialises JSON-LD for an inline <script>: `<`, `>`, `/`, `&`, U+2028 and U+2029 are escaped so
 * data can never close the script element or break the JavaScript parser.
 */
export function serializeJsonLd(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\//g, "\\u002f")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** WebSite with a SearchAction pointing at the site search page (home page). */
export function webSiteJsonLd(searchPath: string, inLanguage: string): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: PRODUCT_NAME,
    url: absoluteUrl("/"),
    inLanguage,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(searchPath)}?q={search_term_string}` },
      // schema-dts has no type for the query-input property Google documents.
      ...({ "query-input": "required name=search_term_string" } as object),
    },
  };
}

export function organizationJsonLd(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: PRODUCT_NAME,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/logo.svg"),
  };
}

export type ProviderJsonLdInput = {
  name: string;
  path: string;
  description: string;
  website: string;
  country: string;
  foundedYear: number | null;
  dataCenters: { name: string; city: string; country: string }[];
};

/** A provider's page: the provider as an Organization, its website as sameAs, its data centers as places. */
export function providerJsonLd(p: ProviderJsonLdInput): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: p.name,
    url: absoluteUrl(p.path),
    sameAs: [p.website],
    description: p.description,
    ...(p.foundedYear !== null ? { foundingDate: String(p.foundedYear) } : {}),
    address: { "@type": "PostalAddress", addressCountry: p.country },
    location: p.dataCenters.map((d) => ({
      "@type": "Place",
      name: d.name,
      address: { "@type": "PostalAddress", addressLocality: d.city, addressCountry: d.country },
    })),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

export function itemListJsonLd(items: { name: string; path: string }[], startPosition = 1): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((it, i) => ({
      "@type": "ListItem",
      position: startPosition + i,
      name: it.name,
      url: absoluteUrl(it.path),
    })),
  };
}

const availabilityUrl = {
  in_stock: "https://schema.org/InStock",
  limited: "https://schema.org/LimitedAvailability",
  out_of_stock: "https://schema.org/OutOfStock",
} as const;

export type ProductJsonLdInput = {
  name: string;
  description: string;
  path: string;
  sku: string;
  brand: string;
  category: string;
  priceCents: number;
  currency: string;
  /** The price's billing period, stated as a unit price (UN/CEFACT HUR, MON, ANN) so an hourly price is not read as the whole price. */
  billingPeriod?: "hour" | "month" | "year";
  availability: keyof typeof availabilityUrl;
  images: string[];
  attributes: { name: string; value: string }[];
};

/** UN/CEFACT common codes of the billing periods (schema.org unitCode). */
const unitCodes = { hour: "HUR", month: "MON", year: "ANN" } as const;

/** Product with an Offer priced in EUR (spec section 9), availability and images (offer pages). */
export function productJsonLd(p: ProductJsonLdInput): WithContext<Product> {
  const offer: Offer = {
    "@type": "Offer",
    price: (p.priceCents / 100).toFixed(2),
    priceCurrency: p.currency,
    availability: availabilityUrl[p.availability],
    url: absoluteUrl(p.path),
    seller: { "@type": "Organization", name: p.brand },
    ...(p.billingPeriod
      ? {
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: (p.priceCents / 100).toFixed(2),
            priceCurrency: p.currency,
            referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: unitCodes[p.billingPeriod] },
          },
        }
      : {}),
  };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    description: p.description,
    sku: p.sku,
    url: absoluteUrl(p.path),
    brand: { "@type": "Brand", name: p.brand },
    category: p.category,
    image: p.images.map((i) => (i.startsWith("http") ? i : absoluteUrl(i))),
    additionalProperty: p.attributes.map((a) => ({ "@type": "PropertyValue", name: a.name, value: a.value })),
    offers: offer,
  };
}
