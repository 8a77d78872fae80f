import { buyingLayout } from "../_buying/buying-layout";

/** resources/… (spec section 2): the buyer's resources; the islands use the buying statuses and the resources texts. */
export default buyingLayout(["buying", "resources", "support"]);
