"use client";

import { useTranslations } from "next-intl";
import { tablePagerLabels, TablePagerView } from "@/components/site/table-pager-view";

import { CART_PATH } from "./paths";

export { CART_PATH };

/** The cart's URL for a page and size; the defaults stay out of the query (as TablePagerView writes them). */
export function cartHref(page: number, size: number, defaultSize: number): string {
  const q = new URLSearchParams();
  if (size !== defaultSize) q.set("size", String(size));
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `${CART_PATH}?${s}` : CART_PATH;
}

/** Spec section 9 for the cart: "first–last of total" and rows per page, as links like every other table. */
export function CartPager(props: { page: number; size: number; total: number; sizes: readonly number[]; defaultSize: number }) {
  const t = useTranslations("tables");
  return <TablePagerView basePath={CART_PATH} {...props} labels={tablePagerLabels(t)} />;
}
