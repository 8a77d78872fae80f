import { productSegment } from "./country-slug";

/** Unprefixed app paths of catalogue pages (localise with localizedPath). */
export const paths = {
  home: () => "/",
  category: (categorySlug: string) => `/${categorySlug}`,
  listing: (categorySlug: string, productSlug: string, country?: string | null) =>
    `/${categorySlug}/${productSegment(productSlug, country)}`,
  offer: (categorySlug: string, productSlug: string, uid: string) => `/${categorySlug}/${productSlug}/${uid}`,
  compare: (categorySlug: string, productSlug: string, uids: string[]) =>
    `/${categorySlug}/${productSlug}/compare?offers=${uids.join(",")}`,
  media: (id: string) => `/api/media/${id}`,
  article: (slug: string) => `/articles/${slug}`,
  articles: () => "/articles",
  dataCenters: () => "/data-center",
  providers: () => "/provider",
  provider: (slug: string) => `/provider/${slug}`,
  search: () => "/search",
};
