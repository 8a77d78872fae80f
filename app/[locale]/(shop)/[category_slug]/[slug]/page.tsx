import type { Metadata } from "next";
import { PLACEHOLDER_PARAM } from "@/lib/catalogue/route-params";
import { ListingPage, listingMetadata } from "./_listing/listing";

type Params = { locale: string; category_slug: string; slug: string };

/**
 * `/:category/:product` and `/:category/:product-:CC` without a query string. With one, the proxy
 * rewrites to ./f/[state] (same page, state from the path). One placeholder param (a 404 at build):
 * real listings are rendered on first request and cached whole.
 */
export function generateStaticParams() {
  return [{ category_slug: PLACEHOLDER_PARAM, slug: PLACEHOLDER_PARAM }];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return listingMetadata(await params);
}

export default async function ProductListingPage({ params }: { params: Promise<Params> }) {
  return <ListingPage params={await params} />;
}
