import { ApiError } from "@/lib/api/errors";
import { parseBody, privateJson, route } from "@/lib/api/respond";
import { confirmEmailChange } from "@/lib/auth/actions";
import { authFailure } from "@/lib/auth/api";
import { requireUnlocked } from "@/lib/auth/caller";
import { clientIp } from "@/lib/auth/request-info";
import { emailChangeSchema } from "@/lib/auth/schema";
import { userDto } from "@/lib/auth/users";

/** Confirms the new e-mail with the code sent to it. */
export const POST = route("changeEmail", async (ctx) => {
  const { caller } = ctx;
  requireUnlocked(ctx, caller);
  const { email, code } = await parseBody(ctx, emailChangeSchema);
  const result = await confirmEmailChange(caller, email, code, clientIp(ctx.request.headers));
  if (!result.ok) {
    if (result.error === "taken") throw new ApiError(409, "email_taken", ctx.t("emailTaken"));
    throw authFailure(ctx, result);
  }
  return privateJson(ctx, { ...(await userDto({ user: result.user, session: caller.session })), response_message: ctx.t("emailChanged", { email }) });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
