import { DeliveryCategoriesView } from "@/components/supplier/delivery/delivery-views";
import { deliveryPaths } from "@/components/supplier/delivery/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";
import { deliveryPrefetch } from "@/app/[locale]/_shared/segment-prefetch";

/** delivery/{category_slug} (DeliveryResourcesCategories): one category's products with resources. */
const page = offerPage("title", (r) => deliveryPaths.category(r.category!), (r) => <DeliveryCategoriesView category={r.category} />, "supplier.delivery", deliveryPrefetch);

export const generateStaticParams = page.staticParams(["category_slug"]);
export const generateMetadata = page.generateMetadata;
export default page.Page;
