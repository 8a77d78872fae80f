import { DeliverySoon } from "@/components/supplier/planned-sections";
import { supplierPage } from "../_supplier/supplier-page";

/** /supplier/delivery: what the section will hold, until a later release brings it. */
const page = supplierPage("delivery", DeliverySoon);

export const generateMetadata = page.generateMetadata;
export default page.Page;
