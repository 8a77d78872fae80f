import "server-only";
import { and, eq, min } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb } from "@/lib/db/client";
import { categories, offers, products } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";

export type BillingPeriod = "hour" | "month" | "year";

/** Lowest public price of a product (comparable: cents per month), and the product's images (from its offers). */
export type ProductFloor = {
  monthlyCents: number | null;
  image4x3: string | null;
  imageSocial: string | null;
};

/**
 * Price floors of every product of a category, by the normalised monthly price (an hourly offer
 * counts 730 hours, lib/catalogue/pricing.ts), so a card's "from €x/month" is the cheapest offer
 * whatever its billing period.
 */
export async function getProductFloors(categorySlug: string): Promise<Record<string, ProductFloor>> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.offers, tags.category(categorySlug));
  const db = await getDb();
  const rows = await db
    .select({
      slug: products.slug,
      price: min(offers.monthlyPriceCents),
      image4x3: min(offers.image4x3),
      imageSocial: min(offers.imageSocial),
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(categories.slug, categorySlug), eq(offers.status, "public")))
    .groupBy(products.slug);
  const out: Record<string, ProductFloor> = {};
  for (const r of rows) {
    out[r.slug] = { monthlyCents: r.price === null ? null : Number(r.price), image4x3: r.image4x3, imageSocial: r.imageSocial };
  }
  return out;
}

/** The floor to advertise, per month. */
export function headlinePrice(floor: ProductFloor | undefined): { cents: number; period: BillingPeriod } | null {
  return floor?.monthlyCents != null ? { cents: floor.monthlyCents, period: "month" } : null;
}
