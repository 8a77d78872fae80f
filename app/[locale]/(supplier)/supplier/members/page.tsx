import { MembersView } from "@/components/supplier/members-view";
import { supplierPage } from "../_supplier/supplier-page";

/** Workspace users and roles (spec section 6, "create a separate access"). */
const page = supplierPage("members", MembersView);

export const generateMetadata = page.generateMetadata;
export default page.Page;
