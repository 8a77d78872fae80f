import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb } from "@/lib/db/client";
import { categories, productOptions, products, type Localized, type ProductOptionValue } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";

export type ProductOptionView = {
  key: string;
  name: Localized;
  kind: string;
  required: boolean;
  values: ProductOptionValue[];
};

/**
 * The configuration choices of a product (spec section 3, `product_options`), in display order, or
 * null when the category has no active product with that slug.
 */
export async function getProductOptions(categorySlug: string, productSlug: string): Promise<ProductOptionView[] | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.catalogue, tags.category(categorySlug), tags.product(productSlug));
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(categories.slug, categorySlug), eq(products.slug, productSlug), eq(products.isActive, true)))
    .limit(1);
  if (!product) return null;
  const rows = await db
    .select({
      key: productOptions.key,
      name: productOptions.name,
      kind: productOptions.kind,
      required: productOptions.required,
      values: productOptions.values,
    })
    .from(productOptions)
    .where(eq(productOptions.productId, product.id))
    .orderBy(asc(productOptions.position), asc(productOptions.id));
  return rows;
}
