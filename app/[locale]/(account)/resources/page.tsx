import { ResourcesListView, resourcePaths } from "@/components/resources/resource-views";
import { offerPage } from "@/app/[locale]/_shared/segment-page";

/** /resources: every resource of the caller, newest first. */
const page = offerPage("title", () => resourcePaths.index, () => <ResourcesListView />, "resources");

export const generateMetadata = page.generateMetadata;
export default page.Page;
