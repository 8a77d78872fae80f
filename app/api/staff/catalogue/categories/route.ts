import { privateJson, route } from "@/lib/api/respond";
import { categoryCreateSchema } from "@/lib/catalogue-staff/schema";
import { createCategory, listStaffCategories } from "@/lib/catalogue-staff/service";
import { catalogueText } from "@/lib/catalogue-staff/texts";
import { catalogueBodyIssues } from "@/lib/catalogue-staff/http";
import { parseJsonBody } from "@/lib/api/request";

/** Every category with its product count (staff only). */
export const GET = route("staffListCategories", async (ctx) => {
  return privateJson(ctx, await listStaffCategories());
});

/** Creates a category (staff only). */
export const POST = route("staffCreateCategory", async (ctx) => {
  const input = await parseJsonBody(ctx, categoryCreateSchema, catalogueBodyIssues);
  const category = await createCategory(input, ctx.locale);
  return privateJson(ctx, { ...category, response_message: catalogueText(ctx.locale, "created") }, { status: 201 });
});

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
