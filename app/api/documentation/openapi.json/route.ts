import { buildOpenApiDocument } from "@/lib/api/openapi";
import { publicJson, route } from "@/lib/api/respond";

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export const GET = route((ctx) => {
  document ??= buildOpenApiDocument();
  return publicJson(ctx, document);
});

export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE } from "@/lib/api/respond";
