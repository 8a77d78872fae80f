import type { Metadata } from "next";
import { siteUrl } from "@/lib/env";
import { localeTags, localizedPath, routing, type Locale } from "@/lib/i18n/routing";

export const PRODUCT_NAME = "Infra Market";

/** Spec section 2: every title reads "{page} – {product}" (an en dash between spaces). */
export function formatTitle(page: string, product: string = PRODUCT_NAME): string {
  return page && page !== product ? `${page} – ${product}` : product;
}

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

/** hreflang alternates of an (unprefixed) app path: en, ru and x-default (English). */
export function languageAlternates(pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of routing.locales) out[l] = absoluteUrl(localizedPath(l, pathname));
  out["x-default"] = absoluteUrl(localizedPath(routing.defaultLocale, pathname));
  return out;
}

export type PageMetaInput = {
  locale: Locale;
  /** Unprefixed app path of the page, e.g. "/vpn/personal-vpn". */
  pathname: string;
  title: string;
  description: string;
  /** Absolute or site-relative image for Open Graph / Twitter. */
  image?: string | null;
  noindex?: boolean;
  type?: "website" | "article";
};

/** The metadata every page shares: title format, description, canonical, hreflang and Open Graph. */
export function buildMetadata(input: PageMetaInput): Metadata {
  const canonical = absoluteUrl(localizedPath(input.locale, input.pathname));
  const title = formatTitle(input.title);
  const image = input.image ? (input.image.startsWith("http") ? input.image : absoluteUrl(input.image)) : absoluteUrl("/og-default.png");
  return {
    metadataBase: new URL(siteUrl),
    title: { absolute: title },
    description: input.description,
    alternates: { canonical, languages: languageAlternates(input.pathname) },
    robots: input.noindex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      type: input.type ?? "website",
      url: canonical,
      title,
      description: input.description,
      siteName: PRODUCT_NAME,
      locale: localeTags[input.locale].replace("-", "_"),
      images: [{ url: image, width: 1200, height: 630 }],
    },
    twitter: { card: "summary_large_image", title, description: input.description, images: [image] },
  };
}
