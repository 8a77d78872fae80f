import { listOffersForApi } from "@/lib/api/offers";
import { publicJson, route } from "@/lib/api/respond";

/** The marketplace view: the same public listing as GET /api/offers (every supplier's public offers). */
export const GET = route("listMarketplaceOffers", async (ctx) => publicJson(ctx, await listOffersForApi(ctx)));

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
