import { toCategoryDto } from "@/lib/catalogue/api-views";
import { listCategories } from "@/lib/catalogue/queries";
import { publicJson, route } from "@/lib/api/respond";

export const GET = route("listCategories", async (ctx) => {
  const categories = await listCategories();
  return publicJson(ctx, { categories: categories.map((c) => toCategoryDto(c, ctx.locale)) });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
