import { supplierPaths } from "../paths";

const seg = encodeURIComponent;

/**
 * Unprefixed paths of the supplier delivery pages (spec section 2: delivery/{category_slug},
 * delivery/{category_slug}/{product_slug}, and resources/{category}/{product}/{uid} under /supplier).
 */
export const deliveryPaths = {
  index: supplierPaths.delivery,
  category: (category: string) => `${supplierPaths.delivery}/${seg(category)}`,
  product: (category: string, product: string) => `${supplierPaths.delivery}/${seg(category)}/${seg(product)}`,
  resource: (category: string, product: string, uid: string) => `/supplier/resources/${seg(category)}/${seg(product)}/${seg(uid)}`,
};
