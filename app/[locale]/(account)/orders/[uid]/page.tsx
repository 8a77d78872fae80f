import { buyingDetailPage } from "../../_buying/detail-page";
import { OrderDetailView } from "@/components/order/order-detail";
import { orderKeys } from "@/components/order/query-keys";
import { orderDetail } from "@/lib/orders/service";

/** OrderDetail (spec section 2, orders/:uid). Another buyer's order answers like an unknown one. */
const page = buyingDetailPage("orders", OrderDetailView, (caller, uid, locale) => ({ queryKey: orderKeys.detail(uid), load: () => orderDetail(caller, uid, locale) }));

export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
