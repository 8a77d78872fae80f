import { notFound } from "@/lib/api/errors";
import { privateJson, route } from "@/lib/api/respond";
import { dataCenterUpdateSchema } from "@/lib/catalogue-staff/schema";
import { updateDataCenter } from "@/lib/catalogue-staff/service";
import { catalogueText } from "@/lib/catalogue-staff/texts";
import { catalogueBodyIssues } from "@/lib/catalogue-staff/http";
import { parseJsonBody } from "@/lib/api/request";

/** Changes the given fields of a data center, by uid (staff only). */
export const PATCH = route("staffUpdateDataCenter", async (ctx) => {
  const uid = typeof ctx.params.id === "string" ? ctx.params.id : "";
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(uid)) throw notFound(catalogueText(ctx.locale, "dataCenterNotFound", { id: uid.slice(0, 40) }));
  const input = await parseJsonBody(ctx, dataCenterUpdateSchema, catalogueBodyIssues);
  const dc = await updateDataCenter(uid, input, ctx.locale);
  return privateJson(ctx, { ...dc, response_message: catalogueText(ctx.locale, "saved") });
});

export { methodNotAllowed as GET, methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
