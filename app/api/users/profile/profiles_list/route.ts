import { privateJson, route } from "@/lib/api/respond";
import { listProfiles } from "@/lib/profiles/queries";

export const GET = route("listBillingProfiles", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, { items: await listProfiles(caller) });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
