/** Types of use-cache-handler.mjs (Next's CacheHandler interface for "use cache", as the tests use it). */
export type CacheEntry = {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
};

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
