import "server-only";
import { ImageResponse } from "next/og";
import { cacheLife, cacheTag } from "next/cache";
import { getTranslations } from "next-intl/server";
import { deliveryLabel, offerPriceText, priceLabel } from "@/components/catalogue/labels";
import { tags } from "@/lib/cache/tags";
import { getOffer, getProduct } from "@/lib/catalogue/queries";
import { offerTitle, placeName } from "@/lib/catalogue/vocabulary";
import { countryName } from "@/lib/format";
import type { Locale } from "@/lib/i18n/routing";
import { PRODUCT_NAME } from "@/lib/seo/metadata";

/**
 * Open Graph images as PNG, 1200 x 630: what a link to an offer or a product shows in a
 * chat or a social network, drawn with next/og (satori and resvg, WebAssembly; its bundled Geist font
 * has Latin and Cyrillic). Cached with the catalogue data they show (the offer's or the catalogue's
 * tag), so a price change redraws them. The pages keep their SVG covers.
 */

export const OG_SIZE = { width: 1200, height: 630 } as const;

type Card = { kicker: string; title: string; lines: string[]; price: string | null };

async function draw(card: Card): Promise<Uint8Array> {
  const image = new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 64, background: "linear-gradient(135deg, #0f2a5c 0%, #1d5fd6 100%)", color: "#ffffff" }}>
        <div style={{ display: "flex", alignItems: "center", fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }}>
          <div style={{ width: 44, height: 44, borderRadius: 10, background: "#ffffff", marginRight: 18, display: "flex" }} />
          {PRODUCT_NAME}
        </div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 30, color: "#d9eaff", marginBottom: 12 }}>{card.kicker}</div>
          <div style={{ fontSize: card.title.length > 48 ? 52 : 64, fontWeight: 700, lineHeight: 1.1, maxWidth: 1070 }}>{card.title}</div>
          {card.lines.map((line) => (
            <div key={line} style={{ fontSize: 30, color: "#eef6ff", marginTop: 14 }}>
              {line}
            </div>
          ))}
        </div>
        <div style={{ display: "flex", fontSize: 44, fontWeight: 700 }}>{card.price ?? ""}</div>
      </div>
    ),
    OG_SIZE,
  );
  return new Uint8Array(await image.arrayBuffer());
}

/** The PNG of a public offer in `locale`, or null (unknown or hidden). */
export async function offerOgImage(locale: Locale, uid: string): Promise<Uint8Array | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.offer(uid));
  const offer = await getOffer(uid);
  if (!offer) return null;
  const c = await getTranslations({ locale, namespace: "catalogue" });
  const where = offer.dataCenter ? `${placeName(offer.dataCenter.city, locale)}, ${countryName(offer.country, locale)}` : countryName(offer.country, locale);
  return draw({
    kicker: offer.product.name[locale],
    title: offerTitle(offer, locale),
    lines: [`${offer.supplier.name} · ${where}`, deliveryLabel(c, offer.deliveryMinutes)],
    price: offerPriceText(c, locale, offer.priceCents, offer.currency, offer.billingPeriod),
  });
}

/** The PNG of an active product's listing in `locale`, or null. */
export async function productOgImage(locale: Locale, categorySlug: string, productSlug: string): Promise<Uint8Array | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue);
  const found = await getProduct(categorySlug, productSlug);
  if (!found) return null;
  const c = await getTranslations({ locale, namespace: "catalogue" });
  const { category, product } = found;
  return draw({
    kicker: category.name[locale],
    title: product.name[locale],
    lines: [c("offerCount", { count: product.offerCount })],
    price: product.minPriceCents != null ? c("fromPrice", { price: priceLabel(c, locale, product.minPriceCents, "EUR", "month") }) : null,
  });
}

/** Site paths of the images (the proxy leaves paths with a dot alone). */
export const ogPaths = {
  offer: (locale: Locale, uid: string) => `/og/${locale}/offers/${encodeURIComponent(uid)}.png`,
  product: (locale: Locale, category: string, product: string) => `/og/${locale}/products/${encodeURIComponent(category)}/${encodeURIComponent(product)}.png`,
};

/** The answer: the PNG, cached by browsers and shared caches for an hour (the server's copy follows the catalogue). */
export function pngAnswer(png: Uint8Array | null): Response {
  if (!png) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });
  return new Response(png as Uint8Array<ArrayBuffer>, { status: 200, headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400", "X-Content-Type-Options": "nosniff" } });
}
