import { SupplierOverview } from "@/components/supplier/overview";
import { supplierPage } from "./_supplier/supplier-page";

/** /supplier: the overview of the supplier interface. */
const page = supplierPage("overview", SupplierOverview);

export const generateMetadata = page.generateMetadata;
export default page.Page;
