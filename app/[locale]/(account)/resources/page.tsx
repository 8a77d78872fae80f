import { ResourcesListView } from "@/components/resources/resource-views";
import { resourcePaths } from "@/components/resources/paths";
import { offerPage } from "@/app/[locale]/_shared/segment-page";
import { resourcesPrefetch } from "@/app/[locale]/_shared/segment-prefetch";

/** /resources: every resource of the caller, newest first. */
const page = offerPage("title", () => resourcePaths.index, () => <ResourcesListView />, "resources", resourcesPrefetch);

export const generateMetadata = page.generateMetadata;
export default page.Page;
