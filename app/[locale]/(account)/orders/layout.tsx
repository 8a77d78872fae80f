import { buyingLayout } from "../_buying/buying-layout";

/**
 * orders, orders/new, orders/:uid (spec section 2). The order islands' namespaces: the stepper also
 * creates billing profiles (profiles) behind identity confirmation (identity, settings).
 */
export default buyingLayout(["buying", "checkout", "orders", "tables", "profiles", "identity", "settings"]);
