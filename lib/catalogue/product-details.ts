import "server-only";
import { and, eq, min } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb } from "@/lib/db/client";
import { categories, offers, products } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";

export type BillingPeriod = "hour" | "month" | "year";

/** Lowest public price of a product per billing period, and the product's images (from its offers). */
export type ProductFloor = {
  prices: Partial<Record<BillingPeriod, number>>;
  image4x3: string | null;
  imageSocial: string | null;
};

/**
 * Price floors of every product of a category. Kept per billing period because an hourly price is
 * not comparable with a monthly one: a card reads "from €x/month" only from monthly offers.
 */
export async function getProductFloors(categorySlug: string): Promise<Record<string, ProductFloor>> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.offers, tags.category(categorySlug));
  const db = await getDb();
  const rows = await db
    .select({
      slug: products.slug,
      period: offers.billingPeriod,
      price: min(offers.priceCents),
      image4x3: min(offers.image4x3),
      imageSocial: min(offers.imageSocial),
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(categories.slug, categorySlug), eq(offers.status, "public")))
    .groupBy(products.slug, offers.billingPeriod);
  const out: Record<string, ProductFloor> = {};
  for (const r of rows) {
    const floor = (out[r.slug] ??= { prices: {}, image4x3: null, imageSocial: null });
    if (r.price !== null) floor.prices[r.period] = r.price;
    floor.image4x3 ??= r.image4x3;
    floor.imageSocial ??= r.imageSocial;
  }
  return out;
}

/** The floor to advertise: monthly when there is one, else hourly, else yearly. */
export function headlinePrice(floor: ProductFloor | undefined): { cents: number; period: BillingPeriod } | null {
  if (!floor) return null;
  for (const period of ["month", "hour", "year"] as const) {
    const cents = floor.prices[period];
    if (cents !== undefined) return { cents, period };
  }
  return null;
}
