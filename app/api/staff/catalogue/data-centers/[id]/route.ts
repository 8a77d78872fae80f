import { notFound } from "@/lib/api/errors";
import { privateJson, route } from "@/lib/api/respond";
import { parseCatalogueBody } from "@/lib/catalogue-staff/http";
import { dataCenterUpdateSchema } from "@/lib/catalogue-staff/schema";
import { updateDataCenter } from "@/lib/catalogue-staff/service";
import { catalogueText } from "@/lib/catalogue-staff/texts";

/** Changes the given fields of a data center, by uid (staff only). */
export const PATCH = route("staffUpdateDataCenter", async (ctx) => {
  const uid = typeof ctx.params.id === "string" ? ctx.params.id : "";
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(uid)) throw notFound(catalogueText(ctx.locale, "dataCenterNotFound", { id: uid.slice(0, 40) }));
  const input = await parseCatalogueBody(ctx, dataCenterUpdateSchema);
  const dc = await updateDataCenter(uid, input, ctx.locale);
  return privateJson(ctx, { ...dc, response_message: catalogueText(ctx.locale, "saved") });
});

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
