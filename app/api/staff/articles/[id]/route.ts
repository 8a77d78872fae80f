import { privateJson, route } from "@/lib/api/respond";
import { articleUpdateSchema } from "@/lib/articles/staff-schema";
import { getStaffArticle, updateArticle } from "@/lib/articles/staff";
import { catalogueBodyIssues, numericId } from "@/lib/catalogue-staff/http";
import { catalogueText } from "@/lib/catalogue-staff/texts";
import { parseJsonBody } from "@/lib/api/request";

/** One article with its Markdown bodies (staff only). */
export const GET = route("staffGetArticle", async (ctx) => {
  return privateJson(ctx, await getStaffArticle(numericId(ctx, ctx.params.id, "articleNotFound"), ctx.locale));
});

/** Changes the given fields of an article (staff only). */
export const PATCH = route(
  "staffUpdateArticle",
  async (ctx) => {
    const id = numericId(ctx, ctx.params.id, "articleNotFound");
    const input = await parseJsonBody(ctx, articleUpdateSchema, catalogueBodyIssues);
    const article = await updateArticle(id, input, ctx.locale);
    return privateJson(ctx, { ...article, response_message: catalogueText(ctx.locale, "saved") });
  },
  { bodyLimit: 256 * 1024 },
);

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
