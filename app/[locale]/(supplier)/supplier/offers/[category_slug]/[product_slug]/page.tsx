import { OffersView } from "@/components/supplier/offers/offers-view";
import { offerPaths } from "@/components/supplier/offers/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";
import { offersPrefetch } from "@/app/[locale]/_shared/segment-prefetch";

/** offers/:slug/:resource (spec section 2): the organisation's offers of one product, with the bulk actions. */
const page = offerPage("title", (r) => offerPaths.product(r.category!, r.product!), (r) => <OffersView category={r.category} product={r.product} />, "supplier.offers", offersPrefetch);

export const generateStaticParams = page.staticParams(["category_slug", "product_slug"]);
export const generateMetadata = page.generateMetadata;
export default page.Page;
