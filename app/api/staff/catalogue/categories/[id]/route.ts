import { privateJson, route } from "@/lib/api/respond";
import { catalogueBodyIssues, numericId } from "@/lib/catalogue-staff/http";
import { categoryUpdateSchema } from "@/lib/catalogue-staff/schema";
import { updateCategory } from "@/lib/catalogue-staff/service";
import { catalogueText } from "@/lib/catalogue-staff/texts";
import { parseJsonBody } from "@/lib/api/request";

/** Changes the given fields of a category (staff only). */
export const PATCH = route("staffUpdateCategory", async (ctx) => {
  const id = numericId(ctx, ctx.params.id, "categoryNotFound");
  const input = await parseJsonBody(ctx, categoryUpdateSchema, catalogueBodyIssues);
  const category = await updateCategory(id, input, ctx.locale);
  return privateJson(ctx, { ...category, response_message: catalogueText(ctx.locale, "saved") });
});

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
