import "server-only";
import { revalidateTag } from "next/cache";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";

/**
 * Expires every cached read tagged with one of `tags` at once (`expire: 0`: nobody is served the old
 * state meanwhile; lib/cache/tags.ts names the tags). The one way writes expire the catalogue's
 * caches. Outside a request (scripts, unit tests, the background job runner) Next has no cache store
 * to tell and there is nothing to do; a failure inside one is logged under `area`, never thrown, so
 * a committed write still answers. Route answers wait for the expiries (lib/cache/settle.ts).
 */
export function expireTags(tags: Iterable<string>, area: string): void {
  if (!workAsyncStorage.getStore()) return;
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      console.error(`[${area}] cache expiry of ${tag} failed:`, error instanceof Error ? error.message : error);
    }
  }
}
