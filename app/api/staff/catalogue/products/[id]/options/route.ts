import { privateJson, route } from "@/lib/api/respond";
import { catalogueBodyIssues, numericId } from "@/lib/catalogue-staff/http";
import { optionCreateSchema } from "@/lib/catalogue-staff/schema";
import { createOption, listOptions } from "@/lib/catalogue-staff/service";
import { catalogueText } from "@/lib/catalogue-staff/texts";
import { parseJsonBody } from "@/lib/api/request";

/** The product's options, in display order (staff only). */
export const GET = route("staffListProductOptions", async (ctx) => {
  return privateJson(ctx, await listOptions(numericId(ctx, ctx.params.id, "productNotFound"), ctx.locale));
});

/** Adds an option buyers configure per instance (staff only); carts show it at once. */
export const POST = route("staffCreateProductOption", async (ctx) => {
  const id = numericId(ctx, ctx.params.id, "productNotFound");
  const input = await parseJsonBody(ctx, optionCreateSchema, catalogueBodyIssues);
  const option = await createOption(id, input, ctx.locale);
  return privateJson(ctx, { ...option, response_message: catalogueText(ctx.locale, "created") }, { status: 201 });
});

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
