import { ResourcesListView } from "@/components/resources/resource-views";
import { resourcePaths } from "@/components/resources/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";
import { resourcesPrefetch } from "@/app/[locale]/_shared/segment-prefetch";

/** resources/:category_slug/:product_slug (ResourcesList). */
const page = offerPage("title", (r) => resourcePaths.product(r.category!, r.product!), (r) => <ResourcesListView category={r.category} product={r.product} />, "resources", resourcesPrefetch);

export const generateStaticParams = page.staticParams(["category_slug", "product_slug"]);
export const generateMetadata = page.generateMetadata;
export default page.Page;
