import { IntegrationsSoon } from "@/components/supplier/planned-sections";
import { supplierPage } from "../_supplier/supplier-page";

/** /supplier/integrations: what the section will hold, until a later release brings it. */
const page = supplierPage("integrations", IntegrationsSoon);

export const generateMetadata = page.generateMetadata;
export default page.Page;
