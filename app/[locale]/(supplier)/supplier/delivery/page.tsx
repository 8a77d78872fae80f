import { DeliveryCategoriesView } from "@/components/supplier/delivery/delivery-views";
import { deliveryPaths } from "@/components/supplier/delivery/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";
import { deliveryPrefetch } from "@/app/[locale]/_shared/segment-prefetch";

/** /supplier/delivery (DeliveryResourcesCategories): the products with resources to deliver. */
const page = offerPage("title", () => deliveryPaths.index, () => <DeliveryCategoriesView />, "supplier.delivery", deliveryPrefetch);

export const generateMetadata = page.generateMetadata;
export default page.Page;
