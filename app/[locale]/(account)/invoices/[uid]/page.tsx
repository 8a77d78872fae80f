import { buyingDetailPage } from "../../_buying/detail-page";
import { InvoiceDetailView } from "@/components/order/invoice-detail";

/** InvoiceDetail (spec section 2, invoices/:uid). */
const page = buyingDetailPage("invoices", InvoiceDetailView);

export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
