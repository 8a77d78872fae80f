import { parseBody, privateJson, route } from "@/lib/api/respond";
import { confirmIdentity } from "@/lib/auth/actions";
import { authFailure } from "@/lib/auth/api";
import { clientIp } from "@/lib/auth/request-info";
import { identityCodeSchema } from "@/lib/auth/schema";

/** Confirms the identity code: sensitive edit forms of this session unlock for 10 minutes. */
export const POST = route("confirmIdentity", async (ctx) => {
  const { caller } = ctx;
  const { code } = await parseBody(ctx, identityCodeSchema);
  const result = await confirmIdentity(caller, code, clientIp(ctx.request.headers));
  if (!result.ok) throw authFailure(ctx, result);
  return privateJson(ctx, { unlocked_until: result.unlockedUntil.toISOString(), response_message: ctx.t("unlocked") });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
