import { OffersSoon } from "@/components/supplier/planned-sections";
import { supplierPage } from "../_supplier/supplier-page";

/** /supplier/offers: what the section will hold, until a later release brings it. */
const page = supplierPage("offers", OffersSoon);

export const generateMetadata = page.generateMetadata;
export default page.Page;
