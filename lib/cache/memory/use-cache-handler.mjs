/**
 * The `"use cache"` handler (`cacheHandlers.default` and `.remote`) of a server without REDIS_URL
 * (next.config.ts): Next's own in-memory handler (next/dist/server/lib/cache-handlers/default.js,
 * Next 16.4) with two differences, both so that its 50 MB bound is what it really holds (ADR 0015,
 * the memory soak):
 *
 * - Each entry is kept in a buffer of its own exact size. Next's handler keeps
 *   `Buffer.concat(chunks)`, and Node cuts every Buffer under 4 KiB out of a shared 8 KiB pool slab,
 *   so a cached entry (this catalogue's average ~815 bytes) keeps its whole slab alive, with whatever
 *   else was cut from it. The soak on 100,000 offers found 24 MB of slabs under the store after
 *   3,900 pages, still growing.
 * - The bound also counts what each entry costs on the JS heap besides its bytes (ENTRY_OVERHEAD,
 *   and its tags' lengths). Next counts only the bytes and the key, but an entry's key string,
 *   metadata object, tags and LRU node take about 800 bytes (measured: 100,000 entries of 1,500
 *   bytes with a 107-character key and two tags held 804 bytes each of V8 heap after a full
 *   collection, Node 20), so a "50 MB" store could hold ~90 MB.
 *
 * Everything else is Next's: the same LRU class and limit (Next's default `cacheMaxMemorySize`),
 * the same expiry (an entry is dropped once past its `revalidate`, an `expire: 0` entry is never
 * stored), concurrent `set`s of one key awaited by `get`, and the tags manifest Next shares with its
 * incremental cache, so `revalidateTag` and `updateTag` behave exactly as with the built-in handler.
 * Not used by `next dev` (its own handlers keep reloads fast) nor with REDIS_URL (lib/cache/redis).
 *
 * Loading it also bounds Next's per-route map of cache controls (route-cache-controls.mjs), the
 * other store of this process that grew with every distinct page rendered.
 */
import { LRUCache } from "next/dist/server/lib/lru-cache.js";
import { areTagsExpired, areTagsStale, tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { boundRouteCacheControls } from "./route-cache-controls.mjs";

boundRouteCacheControls();

/** Next's default `cacheMaxMemorySize`, which sizes its built-in handler. */
export const MAX_BYTES = 50 * 1024 * 1024;

/**
 * What an entry costs on the JS heap besides its bytes, its key and its tags' characters: the
 * metadata object, the tags array, the LRU node and map slot, the typed array (measured ~800 bytes
 * in all with a 107-character key and two tags of ~25; see above).
 */
export const ENTRY_OVERHEAD = 640;

const sizeOf = (item, key) =>
  item.bytes.byteLength + key.length + item.entry.tags.reduce((sum, tag) => sum + tag.length, 0) + ENTRY_OVERHEAD;

const now = () => performance.timeOrigin + performance.now();

/** The stream's bytes in one Uint8Array with an ArrayBuffer of exactly their length. */
async function ownBytes(stream) {
  const chunks = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk);
    length += chunk.byteLength;
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** A readable stream of the stored bytes, as Next's handler returns them (a Buffer view, no copy). */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      controller.close();
    },
  });
}

/** A handler with its own store of at most `maxBytes` (entries' bytes, keys, tags and ENTRY_OVERHEAD). */
export function createMemoryCacheHandler(maxBytes = MAX_BYTES) {
  const store = new LRUCache(maxBytes, sizeOf);
  const pendingSets = new Map();
  return {
    async get(cacheKey) {
      const pending = pendingSets.get(cacheKey);
      if (pending) await pending;
      const item = store.get(cacheKey);
      if (!item) return undefined;
      const { entry } = item;
      if (entry.expire < 0) return undefined;
      if (now() > entry.timestamp + entry.revalidate * 1000) return undefined;
      if (areTagsExpired(entry.tags, entry.timestamp)) return undefined;
      const revalidate = areTagsStale(entry.tags, entry.timestamp) ? -1 : entry.revalidate;
      return { ...entry, revalidate, value: streamOf(item.bytes) };
    },

    async set(cacheKey, pendingEntry) {
      let settle = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (settle = resolve)));
      try {
        const entry = await pendingEntry;
        // Dynamic: the "use cache" wrapper renders it again on every read, so it is never served back.
        if (entry.expire === 0) return;
        const bytes = await ownBytes(entry.value);
        const { value: _value, ...metadata } = entry;
        store.set(cacheKey, { entry: metadata, bytes });
      } catch {
        // A failed render or stream is simply not cached, as with Next's handler.
      } finally {
        settle();
        pendingSets.delete(cacheKey);
      }
    },

    async refreshTags() {
      // Nothing to refresh: the tags manifest is this process's own.
    },

    async getExpiration(tags) {
      return Math.max(0, ...tags.map((tag) => tagsManifest.get(tag)?.expired || 0));
    },

    async updateTags(tags, durations) {
      const at = Math.round(now());
      for (const tag of tags) {
        const current = tagsManifest.get(tag) || {};
        if (!durations) {
          tagsManifest.set(tag, { ...current, expired: at });
          continue;
        }
        const updated = { ...current, stale: at };
        if (durations.expire !== undefined) updated.expired = at + durations.expire * 1000;
        tagsManifest.set(tag, updated);
      }
    },
  };
}

export default createMemoryCacheHandler();
