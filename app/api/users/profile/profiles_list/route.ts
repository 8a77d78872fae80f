import { privateJson, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { listProfiles } from "@/lib/profiles/queries";

export const GET = route(async (ctx) => {
  const caller = await requireCaller(ctx);
  return privateJson(ctx, { items: await listProfiles(caller) });
});

export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE } from "@/lib/api/respond";
