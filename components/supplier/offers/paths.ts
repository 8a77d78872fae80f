import { supplierPaths } from "../paths";

const seg = encodeURIComponent;

/**
 * Unprefixed paths of the supplier offer pages (spec section 2: offers/:slug, offers/:slug/:resource,
 * /create, /update, /import), for the i18n Link.
 */
export const offerPaths = {
  index: supplierPaths.offers,
  category: (category: string) => `${supplierPaths.offers}/${seg(category)}`,
  product: (category: string, product: string) => `${supplierPaths.offers}/${seg(category)}/${seg(product)}`,
  create: (category: string, product: string) => `${supplierPaths.offers}/${seg(category)}/${seg(product)}/create`,
  update: (category: string, product: string, uid: string) => `${supplierPaths.offers}/${seg(category)}/${seg(product)}/${seg(uid)}/update`,
  import: (category: string, product: string) => `${supplierPaths.offers}/${seg(category)}/${seg(product)}/import`,
};

/** Route segments the pages accept (the API's slug and uid shapes); anything else is a 404. */
export const isOfferSlug = (value: string) => /^[a-z0-9-]{1,80}$/.test(value);
export const isOfferUid = (value: string) => /^[A-Za-z0-9_-]{1,32}$/.test(value);
