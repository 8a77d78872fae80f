import { DeliveryResourceView } from "@/components/supplier/delivery/delivery-views";
import { deliveryPaths } from "@/components/supplier/delivery/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";
import { deliveryResourcePrefetch } from "@/app/[locale]/_shared/segment-prefetch";

/** resources/{category_slug}/{product_slug}/{resource_uid} under /supplier (DeliveryResourceDetail). */
const page = offerPage("title", (r) => deliveryPaths.resource(r.category!, r.product!, r.uid!), (r) => <DeliveryResourceView category={r.category!} product={r.product!} uid={r.uid!} />, "supplier.delivery", deliveryResourcePrefetch);

export const generateStaticParams = page.staticParams(["category_slug", "product_slug", "uid"]);
export const generateMetadata = page.generateMetadata;
export default page.Page;
