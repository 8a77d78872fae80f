import { privateJson, route } from "@/lib/api/respond";
import { requireCaller } from "@/lib/auth/caller";
import { notFoundAnswer, pathParams } from "@/lib/cart/http";
import { uidPathParams } from "@/lib/cart/schema";
import { resourceDetail } from "@/lib/resources/queries";

type Params = { uid: string };

export const GET = route<Params>(async (ctx) => {
  const caller = await requireCaller(ctx);
  const { uid } = pathParams(ctx.params, uidPathParams);
  const resource = await resourceDetail(caller, uid);
  if (!resource) throw notFoundAnswer(ctx, "resourceNotFound", uid);
  return privateJson(ctx, resource);
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
