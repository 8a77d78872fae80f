import { parseBody, privateJson, route } from "@/lib/api/respond";
import { draftStartSchema, draftUpdateSchema } from "@/lib/cart/schema";
import { getDraft, startDraft, updateDraft } from "@/lib/orders/service";
import { failure } from "@/lib/api/request";

/** The caller's unfinished order (the draft-order prompt), or null. */
export const GET = route("getDraftOrder", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, { draft: await getDraft(caller) });
});

/** Starts checkout: the existing draft, or a new one (`restart` discards the old one). */
export const POST = route("startDraftOrder", async (ctx) => {
  const { caller } = ctx;
  const input = await parseBody(ctx, draftStartSchema);
  return privateJson(ctx, await startDraft(caller, input.restart === true));
});

/** Saves the stepper's step and billing profile. */
export const PATCH = route("updateDraftOrder", async (ctx) => {
  const { caller } = ctx;
  const input = await parseBody(ctx, draftUpdateSchema);
  const result = await updateDraft(caller, input, ctx.locale);
  if (!result.ok) throw failure(result);
  return privateJson(ctx, result.data);
});

export { methodNotAllowed as PUT, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
