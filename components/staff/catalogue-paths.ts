/** Unprefixed app paths of the staff catalogue pages (localise with the i18n Link); server and client alike. */
export const CATALOGUE_PATH = "/staff/catalogue";
export const PRODUCTS_PATH = "/staff/catalogue/products";
export const CATEGORIES_PATH = "/staff/catalogue/categories";
export const DATA_CENTERS_PATH = "/staff/catalogue/data-centers";
export const productPath = (id: number) => `${PRODUCTS_PATH}/${id}`;
export const ARTICLES_PATH = "/staff/articles";
