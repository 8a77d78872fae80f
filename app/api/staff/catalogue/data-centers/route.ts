import { parseQuery, privateJson, route } from "@/lib/api/respond";
import { dataCenterCreateSchema, dataCenterListQuery } from "@/lib/catalogue-staff/schema";
import { createDataCenter, listStaffDataCenters } from "@/lib/catalogue-staff/service";
import { catalogueText } from "@/lib/catalogue-staff/texts";
import { catalogueBodyIssues } from "@/lib/catalogue-staff/http";
import { parseJsonBody } from "@/lib/api/request";

/** Data centers with their offer counts, filtered by name or city (staff only). */
export const GET = route("staffListDataCenters", async (ctx) => {
  const q = parseQuery(ctx, dataCenterListQuery);
  return privateJson(ctx, await listStaffDataCenters(q));
});

/** Creates a data center (staff only). */
export const POST = route("staffCreateDataCenter", async (ctx) => {
  const input = await parseJsonBody(ctx, dataCenterCreateSchema, catalogueBodyIssues);
  const dc = await createDataCenter(input);
  return privateJson(ctx, { ...dc, response_message: catalogueText(ctx.locale, "created") }, { status: 201 });
});

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
