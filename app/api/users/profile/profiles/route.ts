import { privateJson, route } from "@/lib/api/respond";
import { requireUnlocked } from "@/lib/auth/caller";
import { createProfile } from "@/lib/profiles/actions";
import { profileBodyIssues, profileFailure } from "@/lib/profiles/http";
import { profileCreateSchema } from "@/lib/profiles/schema";
import { parseJsonBody } from "@/lib/api/request";

export const POST = route("createBillingProfile", async (ctx) => {
  const { caller } = ctx;
  requireUnlocked(ctx, caller);
  const input = await parseJsonBody(ctx, profileCreateSchema, profileBodyIssues);
  const result = await createProfile(caller, input);
  if (!result.ok) throw profileFailure(ctx, "", result);
  return privateJson(ctx, result.data, { status: 201 });
});

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, methodNotAllowed as HEAD, allowedMethods as OPTIONS } from "@/lib/api/respond";
