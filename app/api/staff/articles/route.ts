import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { articleCreateSchema, articleListQuery } from "@/lib/articles/staff-schema";
import { createArticle, listStaffArticles } from "@/lib/articles/staff";
import { catalogueText } from "@/lib/catalogue-staff/texts";
import { catalogueBodyIssues } from "@/lib/catalogue-staff/http";
import { parseJsonBody } from "@/lib/api/request";

/** Articles, newest first (staff only). */
export const GET = route("staffListArticles", async (ctx) => {
  const q = parseQuery(ctx, articleListQuery);
  return privateJson(ctx, await listStaffArticles(q.page, q.size));
});

/** Publishes an article in English and Russian (staff only); lists, the home page and the sitemap show it at once. */
export const POST = route(
  "staffCreateArticle",
  async (ctx) => {
    const input = await parseJsonBody(ctx, articleCreateSchema, catalogueBodyIssues);
    const article = await createArticle(input, ctx.locale);
    return privateJson(ctx, { ...article, response_message: catalogueText(ctx.locale, "created") }, { status: 201 });
  },
  { bodyLimit: 256 * 1024 },
);

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
