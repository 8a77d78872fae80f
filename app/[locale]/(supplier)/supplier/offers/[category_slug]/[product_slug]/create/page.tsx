import { OfferEditor } from "@/components/supplier/offers/offer-form";
import { offerPaths } from "@/components/supplier/offers/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";

/** offers/:slug/:resource/create (spec section 2): a new offer of the product. */
const page = offerPage("form.createMeta", (r) => offerPaths.create(r.category!, r.product!), (r) => <OfferEditor category={r.category!} product={r.product!} />);

export const generateStaticParams = page.staticParams(["category_slug", "product_slug"]);
export const generateMetadata = page.generateMetadata;
export default page.Page;
