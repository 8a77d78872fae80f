import { privateJson, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { listProfiles } from "@/lib/profiles/queries";

export const GET = route(async (ctx) => {
  const caller = await requireCaller(ctx);
  return privateJson(ctx, { items: await listProfiles(caller) });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
