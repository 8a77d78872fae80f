import type { Metadata } from "next";
import { PLACEHOLDER_PARAM } from "@/lib/catalogue/route-params";
import { ListingPage, listingMetadata } from "../../_listing/listing";

type Params = { locale: string; category_slug: string; slug: string; state: string };

/**
 * A listing with filters, sort, page or size: the proxy folds the public query string into `state`
 * (lib/catalogue/listing-query.ts), so this page reads params only and is cached per state.
 * Never linked directly; the proxy answers 404 to a request for this path.
 */
export function generateStaticParams() {
  return [{ category_slug: PLACEHOLDER_PARAM, slug: PLACEHOLDER_PARAM, state: PLACEHOLDER_PARAM }];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return listingMetadata(await params);
}

export default async function FilteredListingPage({ params }: { params: Promise<Params> }) {
  return <ListingPage params={await params} />;
}
