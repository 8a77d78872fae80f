import { toCategoryDto } from "@/lib/catalogue/api-views";
import { listCategories } from "@/lib/catalogue/queries";
import { publicJson, route } from "@/lib/api/respond";

export const GET = route(async (ctx) => {
  const categories = await listCategories();
  return publicJson(ctx, { categories: categories.map((c) => toCategoryDto(c, ctx.locale)) });
});

export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE } from "@/lib/api/respond";
