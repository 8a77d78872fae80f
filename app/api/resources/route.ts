import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { listResources } from "@/lib/resources/queries";
import { resourceListQuery } from "@/lib/resources/schema";

export const GET = route("listResources", async (ctx) => {
  const { caller } = ctx;
  const { page, size, ...filter } = parseQuery(ctx, resourceListQuery);
  return privateJson(ctx, await listResources(caller, page, size, filter));
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
