import { buildOpenApiDocument } from "@/lib/api/openapi";
import { json, route } from "@/lib/api/respond";

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export const GET = route((ctx) => {
  document ??= buildOpenApiDocument();
  return json(ctx, document, { headers: { "Cache-Control": "public, max-age=300" } });
});

export { readOnly as POST, readOnly as PUT, readOnly as PATCH, readOnly as DELETE } from "@/lib/api/respond";
