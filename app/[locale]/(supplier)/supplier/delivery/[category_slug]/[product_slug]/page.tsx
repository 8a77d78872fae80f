import { DeliveryListView } from "@/components/supplier/delivery/delivery-views";
import { deliveryPaths } from "@/components/supplier/delivery/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";

/** delivery/{category_slug}/{product_slug} (DeliveryResourcesList): the product's delivery queue. */
const page = offerPage("title", (r) => deliveryPaths.product(r.category!, r.product!), (r) => <DeliveryListView category={r.category!} product={r.product!} />, "supplier.delivery");

export const generateStaticParams = page.staticParams(["category_slug", "product_slug"]);
export const generateMetadata = page.generateMetadata;
export default page.Page;
