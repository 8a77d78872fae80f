import { parseBody, parseQuery, privateJson, route } from "@/lib/api/respond";
import { workflowCreateSchema, workflowQuery } from "@/lib/organizations/schema";
import { listWorkflow, submitForVerification } from "@/lib/organizations/service";
import { orgText } from "@/lib/organizations/texts";

/** The caller's organisation's workflow items (spec section 7); open actions: is_processed=false&assigned_to=supplier. */
export const GET = route("listWorkflow", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await listWorkflow(caller, ctx.locale, parseQuery(ctx, workflowQuery)));
});

/** Sends the organisation for verification (spec section 4). */
export const POST = route("createWorkflowItem", async (ctx) => {
  const { caller } = ctx;
  const input = await parseBody(ctx, workflowCreateSchema);
  const item = await submitForVerification(caller, input, ctx.locale);
  return privateJson(ctx, { ...item, response_message: orgText(ctx.locale, "submitted") }, { status: 201 });
});

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
