import { buyingDetailPage } from "../../_buying/detail-page";
import { InvoiceDetailView } from "@/components/order/invoice-detail";
import { invoiceKeys } from "@/components/order/query-keys";
import { invoiceDetail } from "@/lib/invoices/service";

/** InvoiceDetail (spec section 2, invoices/:uid). */
const page = buyingDetailPage("invoices", InvoiceDetailView, (caller, uid, locale) => ({ queryKey: invoiceKeys.detail(uid), load: () => invoiceDetail(caller, uid, locale) }));

export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
