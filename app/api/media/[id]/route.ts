import { getMedia } from "@/lib/catalogue/media";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import { route } from "@/lib/api/respond";
import { mediaPathParams } from "@/lib/api/schemas";

/** True when an If-None-Match header names `etag` (weak comparison, RFC 9110 section 13.1.2). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export const GET = route("getMedia", async (ctx) => {
  const { id } = parseOrThrow(mediaPathParams, ctx.params, "path");
  const stored = await getMedia(id);
  if (!stored) throw notFound(ctx.t("mediaNotFound", { id }));
  const headers = new Headers({
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: stored.etag,
    "X-Content-Type-Options": "nosniff",
  });
  // An SVG opened directly must not run scripts or load anything.
  if (stored.contentType.startsWith("image/svg")) headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
  if (matches(ctx.request.headers.get("if-none-match"), stored.etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", stored.contentType);
  return new Response(stored.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE, allowedMethods as OPTIONS } from "@/lib/api/respond";
