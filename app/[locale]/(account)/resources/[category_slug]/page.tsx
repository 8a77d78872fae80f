import { ResourcesListView } from "@/components/resources/resource-views";
import { resourcePaths } from "@/components/resources/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";
import { resourcesPrefetch } from "@/app/[locale]/_shared/segment-prefetch";

/** resources/:category_slug (ResourcesCategories). */
const page = offerPage("title", (r) => resourcePaths.category(r.category!), (r) => <ResourcesListView category={r.category} />, "resources", resourcesPrefetch);

export const generateStaticParams = page.staticParams(["category_slug"]);
export const generateMetadata = page.generateMetadata;
export default page.Page;
