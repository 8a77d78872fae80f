import { ResourceDetailView } from "@/components/resources/resource-views";
import { resourcePaths } from "@/components/resources/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";
import { resourceDetailPrefetch } from "@/app/[locale]/_shared/segment-prefetch";

/** resources/:category_slug/:product_slug/:resource_uid (ResourceDetail): access data only once delivered. */
const page = offerPage("title", (r) => resourcePaths.detail(r.category!, r.product!, r.uid!), (r) => <ResourceDetailView category={r.category!} product={r.product!} uid={r.uid!} />, "resources", resourceDetailPrefetch);

export const generateStaticParams = page.staticParams(["category_slug", "product_slug", "uid"]);
export const generateMetadata = page.generateMetadata;
export default page.Page;
