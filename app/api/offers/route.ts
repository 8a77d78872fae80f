import { listOffersForApi } from "@/lib/api/offers";
import { publicJson, route } from "@/lib/api/respond";

export const GET = route("listOffers", async (ctx) => publicJson(ctx, await listOffersForApi(ctx)));

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
