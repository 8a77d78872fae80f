import { privateJson, route } from "@/lib/api/respond";
import { resourceDetail } from "@/lib/resources/queries";
import { notFoundAnswer, pathParams } from "@/lib/api/request";
import { uidPathParams } from "@/lib/api/schemas";

export const GET = route("getResource", async (ctx) => {
  const { caller } = ctx;
  const { uid } = pathParams(ctx.params, uidPathParams);
  const resource = await resourceDetail(caller, uid);
  if (!resource) throw notFoundAnswer(ctx, "resourceNotFound", uid);
  return privateJson(ctx, resource);
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
