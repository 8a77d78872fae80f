import { OffersView } from "@/components/supplier/offers/offers-view";
import { offerPaths } from "@/components/supplier/offers/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";
import { offersPrefetch } from "@/app/[locale]/_shared/segment-prefetch";

/** offers/:slug (spec section 2): the organisation's offers of one category. */
const page = offerPage("title", (r) => offerPaths.category(r.category!), (r) => <OffersView category={r.category} />, "supplier.offers", offersPrefetch);

export const generateStaticParams = page.staticParams(["category_slug"]);
export const generateMetadata = page.generateMetadata;
export default page.Page;
