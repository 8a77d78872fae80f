import { buildOpenApiDocument } from "@/lib/api/openapi";
import { publicJson, route } from "@/lib/api/respond";

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export const GET = route("getOpenApiDocument", (ctx) => {
  document ??= buildOpenApiDocument();
  return publicJson(ctx, document);
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
