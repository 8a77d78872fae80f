import { SupportRequestsView } from "@/components/supplier/delivery/support-list";
import { supplierPage } from "../_supplier/supplier-page";

/** Support requests (spec section 2, "delivery requests and support requests"): buyers' questions about the organisation's resources. */
const page = supplierPage("support", SupportRequestsView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
