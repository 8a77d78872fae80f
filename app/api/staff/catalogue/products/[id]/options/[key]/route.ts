import { privateJson, route } from "@/lib/api/respond";
import { catalogueBodyIssues, numericId } from "@/lib/catalogue-staff/http";
import { optionUpdateSchema } from "@/lib/catalogue-staff/schema";
import { deleteOption, updateOption } from "@/lib/catalogue-staff/service";
import { catalogueText } from "@/lib/catalogue-staff/texts";
import { parseJsonBody } from "@/lib/api/request";

/** Changes the given fields of an option (staff only); the whole value list is replaced when given. */
export const PATCH = route("staffUpdateProductOption", async (ctx) => {
  const id = numericId(ctx, ctx.params.id, "productNotFound");
  const input = await parseJsonBody(ctx, optionUpdateSchema, catalogueBodyIssues);
  const option = await updateOption(id, ctx.params.key, input, ctx.locale);
  return privateJson(ctx, { ...option, response_message: catalogueText(ctx.locale, "saved") });
});

/** Removes an option (staff only); carts stop asking for it at once. */
export const DELETE = route("staffDeleteProductOption", async (ctx) => {
  const id = numericId(ctx, ctx.params.id, "productNotFound");
  const gone = await deleteOption(id, ctx.params.key, ctx.locale);
  return privateJson(ctx, { ...gone, response_message: catalogueText(ctx.locale, "deleted") });
});

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, allowedMethods as OPTIONS } from "@/lib/api/respond";
