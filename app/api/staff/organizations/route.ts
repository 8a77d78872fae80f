import { z } from "zod";
import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { staffQueue } from "@/lib/organizations/service";
import { staffQueueQuery } from "@/lib/organizations/schema";

/** The review queue (staff only): organisations by status, the latest sent for verification first. */
export const GET = route("staffListOrganizations", async (ctx) => {
  const { caller } = ctx;
  const q: z.output<typeof staffQueueQuery> = parseQuery(ctx, staffQueueQuery);
  return privateJson(ctx, await staffQueue(caller, ctx.locale, q.status, q.page, q.size));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
