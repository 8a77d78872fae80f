import { buyingLayout } from "../_buying/buying-layout";

/**
 * /business-account (spec section 2): the locale, the message namespaces its island uses in the
 * browser (its own texts and the table pager's) and the account query client.
 */
export default buyingLayout(["business", "tables"]);
