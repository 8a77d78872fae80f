import { staticPageRoute } from "@/components/site/static-page";

const route = staticPageRoute("about");

export const generateMetadata = route.generateMetadata;
export default route.Page;
