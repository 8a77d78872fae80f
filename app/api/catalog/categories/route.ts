import { toCategoryDto } from "@/lib/catalogue/api-views";
import { listCategories } from "@/lib/catalogue/queries";
import { json, route } from "@/lib/api/respond";

export const GET = route(async (ctx) => {
  const categories = await listCategories();
  return json(ctx, { categories: categories.map((c) => toCategoryDto(c, ctx.locale)) });
});

export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE } from "@/lib/api/respond";
