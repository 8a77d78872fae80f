import { listOffersForApi } from "@/lib/api/offers";
import { publicJson, route } from "@/lib/api/respond";

/** The marketplace view: the same public listing as GET /api/offers (every supplier's public offers). */
export const GET = route(async (ctx) => publicJson(ctx, await listOffersForApi(ctx)));

export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE } from "@/lib/api/respond";
