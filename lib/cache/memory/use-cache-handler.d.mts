/** Types of use-cache-handler.mjs (Next's CacheHandler interface for "use cache"; `get` without the soft tags it ignores). */
import type { CacheEntry } from "next/dist/server/lib/cache-handlers/types";

export type { CacheEntry };

export type MemoryCacheHandler = {
  get(cacheKey: string): Promise<CacheEntry | undefined>;
  set(cacheKey: string, pendingEntry: Promise<CacheEntry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
};

export const MAX_BYTES: number;
export const ENTRY_OVERHEAD: number;
export function createMemoryCacheHandler(maxBytes?: number): MemoryCacheHandler;
declare const handler: MemoryCacheHandler;
export default handler;
