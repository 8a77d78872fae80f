import { listOffersForApi } from "@/lib/api/offers";
import { publicJson, route } from "@/lib/api/respond";

export const GET = route(async (ctx) => publicJson(ctx, await listOffersForApi(ctx)));

export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE } from "@/lib/api/respond";
