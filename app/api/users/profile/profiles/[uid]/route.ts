import { notFound } from "@/lib/api/errors";
import { privateJson, route } from "@/lib/api/respond";
import { requireUnlocked } from "@/lib/auth/caller";
import { deleteProfile, updateProfile } from "@/lib/profiles/actions";
import { profileBodyIssues, profileFailure, profileUidOf } from "@/lib/profiles/http";
import { profileText } from "@/lib/profiles/messages";
import { getProfile } from "@/lib/profiles/queries";
import { profileUpdateSchema } from "@/lib/profiles/schema";
import { parseJsonBody } from "@/lib/api/request";

export const GET = route("getBillingProfile", async (ctx) => {
  const { caller } = ctx;
  const uid = profileUidOf(ctx.params);
  const profile = await getProfile(caller, uid);
  if (!profile) throw notFound(profileText(ctx.locale, "notFound", { uid }));
  return privateJson(ctx, profile);
});

export const PATCH = route("updateBillingProfile", async (ctx) => {
  const { caller } = ctx;
  requireUnlocked(ctx, caller);
  const uid = profileUidOf(ctx.params);
  const changes = await parseJsonBody(ctx, profileUpdateSchema, profileBodyIssues);
  const result = await updateProfile(caller, uid, changes);
  if (!result.ok) throw profileFailure(ctx, uid, result);
  return privateJson(ctx, result.data);
});

export const DELETE = route("deleteBillingProfile", async (ctx) => {
  const { caller } = ctx;
  requireUnlocked(ctx, caller);
  const uid = profileUidOf(ctx.params);
  const result = await deleteProfile(caller, uid);
  if (!result.ok) throw profileFailure(ctx, uid, result);
  return privateJson(ctx, { uid, response_message: profileText(ctx.locale, "deleted") });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, allowedMethods as OPTIONS } from "@/lib/api/respond";
