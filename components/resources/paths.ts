const seg = encodeURIComponent;

/** Unprefixed paths of the buyer's resources (spec section 2: resources/:category_slug, …/:product_slug, …/:resource_uid). */
export const resourcePaths = {
  index: "/resources",
  category: (c: string) => `/resources/${seg(c)}`,
  product: (c: string, p: string) => `/resources/${seg(c)}/${seg(p)}`,
  detail: (c: string, p: string, uid: string) => `/resources/${seg(c)}/${seg(p)}/${seg(uid)}`,
};
