/**
 * Every cache tag in one registry. Cached getters declare `cacheTag(...)` with these builders and
 * every write that changes catalogue data calls `revalidateTag` with the same builders.
 */
export const tags = {
  /** Everything read from the catalogue: categories, products, offers, providers, data centers. */
  catalogue: "catalogue",
  categories: "catalogue:categories",
  category: (slug: string) => `catalogue:category:${slug}`,
  product: (slug: string) => `catalogue:product:${slug}`,
  offer: (uid: string) => `catalogue:offer:${uid}`,
  offers: "catalogue:offers",
  providers: "catalogue:providers",
  provider: (slug: string) => `catalogue:provider:${slug}`,
  /** A supplier's measured delivery times (lib/resources/delivery-stats.ts), expired by each delivery. */
  deliveryStats: (slug: string) => `catalogue:delivery-stats:${slug}`,
  dataCenters: "catalogue:data-centers",
  articles: "articles",
  article: (slug: string) => `articles:${slug}`,
  media: (id: string) => `media:${id}`,
} as const;
