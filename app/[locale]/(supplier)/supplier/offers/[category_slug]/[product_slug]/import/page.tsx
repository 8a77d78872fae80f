import { OfferImport } from "@/components/supplier/offers/offer-import";
import { offerPaths } from "@/components/supplier/offers/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";

/** offers/:slug/:resource/import (spec section 2, supplierOffersImportPage): the product's offers from a CSV file; export only for a viewer. */
const page = offerPage("import.meta", (r) => offerPaths.import(r.category!, r.product!), (r) => <OfferImport category={r.category!} product={r.product!} />);

export const generateStaticParams = page.staticParams(["category_slug", "product_slug"]);
export const generateMetadata = page.generateMetadata;
export default page.Page;
