/** The cart page's unprefixed path (localise with localizedPath); a plain module so server pages can read it. */
export const CART_PATH = "/cart";
