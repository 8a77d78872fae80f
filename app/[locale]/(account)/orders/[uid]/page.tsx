import { buyingDetailPage } from "../../_buying/detail-page";
import { OrderDetailView } from "@/components/order/order-detail";

/** OrderDetail (spec section 2, orders/:uid). Another buyer's order answers like an unknown one. */
const page = buyingDetailPage("orders", OrderDetailView);

export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
