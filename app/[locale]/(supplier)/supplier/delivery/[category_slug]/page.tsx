import { DeliveryCategoriesView } from "@/components/supplier/delivery/delivery-views";
import { deliveryPaths } from "@/components/supplier/delivery/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";

/** delivery/{category_slug} (DeliveryResourcesCategories): one category's products with resources. */
const page = offerPage("title", (r) => deliveryPaths.category(r.category!), (r) => <DeliveryCategoriesView category={r.category} />, "supplier.delivery");

export const generateStaticParams = page.staticParams(["category_slug"]);
export const generateMetadata = page.generateMetadata;
export default page.Page;
