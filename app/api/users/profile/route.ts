import { parseBody, privateJson, route } from "@/lib/api/respond";
import { updateUserSchema } from "@/lib/auth/schema";
import { updateUser, userDto } from "@/lib/auth/users";

/** The signed-in user (spec section 3, User). */
export const GET = route("getUser", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await userDto(caller));
});

/** Names, interface language and preferences (settings/main and settings/profile). */
export const PATCH = route("updateUser", async (ctx) => {
  const { caller } = ctx;
  const input = await parseBody(ctx, updateUserSchema);
  const user = await updateUser(caller, input);
  return privateJson(ctx, { ...(await userDto({ user, session: caller.session })), response_message: ctx.t("profileSaved") });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
