import "server-only";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { getDb } from "@/lib/db/client";
import { media } from "@/lib/db/schema";
import { tags } from "@/lib/cache/tags";

export type StoredMedia = {
  contentType: string;
  /** A plain Uint8Array: "use cache" serialises typed arrays, not Node Buffers as such. */
  bytes: Uint8Array;
  /** Strong validator of the bytes (quoted, as the ETag header carries it). */
  etag: string;
};

/**
 * A stored image by id, or null. Media rows are immutable (a new image gets a new id), so the
 * answer is cached for as long as the catalogue profile allows and served with a year-long
 * `Cache-Control` by GET /api/media/{id}.
 */
export async function getMedia(id: string): Promise<StoredMedia | null> {
  "use cache";
  cacheLife("catalogue");
  cacheTag(tags.media(id));
  const db = await getDb();
  const [row] = await db
    .select({ contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  if (!row) return null;
  const bytes = new Uint8Array(row.bytes);
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 27);
  return { contentType: row.contentType, bytes, etag: `"${hash}"` };
}
