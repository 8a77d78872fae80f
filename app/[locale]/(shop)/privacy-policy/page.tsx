import { staticPageRoute } from "@/components/site/static-page";
import { STATIC_PAGES_UPDATED } from "@/lib/content/static-pages";

const route = staticPageRoute("privacy-policy", { updated: STATIC_PAGES_UPDATED });

export const generateMetadata = route.generateMetadata;
export default route.Page;
