import { OfferIpBlocks } from "@/components/supplier/offers/ip-blocks";
import { OfferEditor } from "@/components/supplier/offers/offer-form";
import { OfferImages } from "@/components/supplier/offers/offer-images";
import { offerPaths } from "@/components/supplier/offers/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";

/** …/:uid/update (spec section 2, /update): one offer's form, a computing offer's IP blocks and the offer's image; read-only for a viewer. */
const page = offerPage(
  "form.updateMeta",
  (r) => offerPaths.update(r.category!, r.product!, r.uid!),
  (r) => (
    <>
      <OfferEditor category={r.category!} product={r.product!} uid={r.uid} />
      <OfferIpBlocks category={r.category!} uid={r.uid!} />
      <OfferImages uid={r.uid!} />
    </>
  ),
);

export const generateStaticParams = page.staticParams(["category_slug", "product_slug", "uid"]);
export const generateMetadata = page.generateMetadata;
export default page.Page;
