import { OffersView } from "@/components/supplier/offers/offers-view";
import { offerPaths } from "@/components/supplier/offers/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";
import { offersPrefetch } from "@/app/[locale]/_shared/segment-prefetch";

/** /supplier/offers: the organisation's offers of every category, with the category tabs. */
const page = offerPage("title", () => offerPaths.index, () => <OffersView />, "supplier.offers", offersPrefetch);

export const generateMetadata = page.generateMetadata;
export default page.Page;
