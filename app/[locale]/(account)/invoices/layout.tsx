import { buyingLayout } from "../_buying/buying-layout";

/** invoices and invoices/:uid (spec section 2). */
export default buyingLayout(["buying", "invoices", "tables"]);
