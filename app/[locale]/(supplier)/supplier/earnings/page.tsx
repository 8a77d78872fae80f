import { EarningsSoon } from "@/components/supplier/planned-sections";
import { supplierPage } from "../_supplier/supplier-page";

/** /supplier/earnings: what the section will hold, until a later release brings it. */
const page = supplierPage("earnings", EarningsSoon);

export const generateMetadata = page.generateMetadata;
export default page.Page;
