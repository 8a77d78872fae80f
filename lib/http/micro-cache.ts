import CachePolicy from "http-cache-semantics";

/**
 * A small shared HTTP cache for the front of `npm start` (ADR 0003). It keeps only what the app
 * itself marks as shareable (`s-maxage` / `public`: whole cached catalogue pages and public catalogue
 * answers), honours Vary through http-cache-semantics, and holds each entry at most `ttlMs` before
 * refreshing it in the background, so a change in the catalogue shows within that time.
 */
export type CachedResponse = { status: number; headers: Record<string, string | string[]>; body: Buffer };

type Entry = CachedResponse & {
  policy: CachePolicy;
  storedAt: number;
  /** The request headers that produced the entry, less credentials, to refresh it the same way. */
  requestHeaders: Record<string, string | string[] | undefined>;
  refreshing: boolean;
  /** What the entry costs in memory, roughly: body, headers, URL and a fixed overhead. */
  bytes: number;
};

export type MicroCacheOptions = {
  /** How long an entry is served before it is refreshed in the background. */
  ttlMs: number;
  /** Entries kept (least recently used go first). */
  maxEntries: number;
  /** Bytes kept, bodies and headers (least recently used go first). */
  maxBytes: number;
  /** Larger bodies are passed through without being kept. */
  maxBodyBytes: number;
  /**
   * Requests of a URL (misses, this one included) before its answer is kept; 1 keeps every first
   * answer. At 2 a URL asked for once, as a crawler asks for each page, is never stored: it neither
   * takes memory nor pushes the pages visitors keep asking for out (nginx's proxy_cache_min_uses).
   * Requests waiting on an identical one under way count (each misses before it waits).
   */
  minUses?: number;
};

export type CacheRequest = { method: string; url: string; headers: Record<string, string | string[] | undefined> };

/** Hop-by-hop and per-connection headers never replayed from the cache. */
const DROPPED = new Set(["connection", "keep-alive", "transfer-encoding", "date", "age", "set-cookie"]);

/**
 * Request headers not kept for background refreshes: a refresh is the front's own request, so it
 * carries no visitor's credentials (only shareable answers are stored anyway, but the app must never
 * see one visitor's cookie on a request nobody made) and no visitor's address.
 */
const NOT_REPLAYED = new Set(["cookie", "authorization", "proxy-authorization", "x-forwarded-for", "forwarded", "if-none-match", "if-modified-since"]);

/** Fixed cost of an entry beyond its body and headers (objects, the cache policy). */
const ENTRY_OVERHEAD = 1024;

function headerBytes(headers: Record<string, string | string[] | undefined>): number {
  let n = 0;
  for (const [k, v] of Object.entries(headers)) n += k.length + (Array.isArray(v) ? v.reduce((a, x) => a + x.length, 0) : (v?.length ?? 0));
  return n;
}

export class MicroCache {
  /** Variants by URL; Map order is use order (oldest first), so eviction takes the first key. */
  private readonly entries = new Map<string, Entry[]>();
  private size = 0;
  private bytes = 0;
  /** Misses by URL of the URLs not stored yet (minUses > 1), oldest first; at most 4 × maxEntries URLs. */
  private readonly misses = new Map<string, number>();
  constructor(private readonly options: MicroCacheOptions) {}

  private get minUses(): number {
    return this.options.minUses ?? 1;
  }

  private countMiss(url: string): void {
    if (this.minUses <= 1) return;
    const n = (this.misses.get(url) ?? 0) + 1;
    this.misses.delete(url);
    this.misses.set(url, n);
    while (this.misses.size > 4 * this.options.maxEntries) this.misses.delete(this.misses.keys().next().value!);
  }

  private now(): number {
    return Date.now();
  }

  /** Only plain GETs are looked up; anything carrying credentials goes to the app. */
  static cacheable(req: CacheRequest): boolean {
    return req.method === "GET" && !req.headers.authorization;
  }

  /**
   * The stored answer for `req`, if any, with `stale` set once it is older than ttlMs (serve it and
   * refresh in the background: stale-while-revalidate within the app's own freshness limits).
   */
  lookup(req: CacheRequest): { response: CachedResponse; stale: boolean; entry: Entry } | null {
    const found = this.find(req);
    if (!found) this.countMiss(req.url);
    return found;
  }

  private find(req: CacheRequest): { response: CachedResponse; stale: boolean; entry: Entry } | null {
    const list = this.entries.get(req.url);
    if (!list) return null;
    for (const entry of list) {
      // Vary, no-cache requests and the app's freshness (with stale-while-revalidate) are judged here.
      const verdict = entry.policy.evaluateRequest({ url: req.url, method: req.method, headers: req.headers });
      if (!verdict.response) continue;
      const age = this.now() - entry.storedAt;
      const stale = Boolean(verdict.revalidation) || age >= this.options.ttlMs;
      const headers = { ...entry.headers, age: String(Math.floor(age / 1000)) };
      // Least recently used goes first: a hit moves its URL to the end (two O(1) map operations).
      this.entries.delete(req.url);
      this.entries.set(req.url, list);
      return { response: { status: entry.status, headers, body: entry.body }, stale, entry };
    }
    return null;
  }

  /** Marks an entry as being refreshed; false when a refresh is already under way. */
  beginRefresh(entry: Entry): boolean {
    if (entry.refreshing) return false;
    entry.refreshing = true;
    return true;
  }

  endRefresh(entry: Entry): void {
    entry.refreshing = false;
  }

  /** Requests that refresh `entry` go out with the headers of the request that stored it. */
  refreshRequest(entry: Entry, url: string): CacheRequest {
    return { method: "GET", url, headers: entry.requestHeaders };
  }

  /** Keeps the answer when the app allows a shared cache to; returns whether it was kept. */
  store(req: CacheRequest, response: CachedResponse): boolean {
    if (!MicroCache.cacheable(req) || response.status !== 200) return false;
    if (response.body.length > this.options.maxBodyBytes || response.headers["set-cookie"]) return false;
    // An answer that varies on credentials is not shared at all (ADR 0003: shareable answers never
    // depend on them), so what is kept, policy included, is the request without them.
    if (/\b(cookie|authorization)\b|\*/i.test(String(response.headers.vary ?? ""))) return false;
    const requestHeaders: Entry["requestHeaders"] = {};
    for (const [k, v] of Object.entries(req.headers)) if (!NOT_REPLAYED.has(k.toLowerCase())) requestHeaders[k] = v;
    const policy = new CachePolicy(
      { url: req.url, method: req.method, headers: requestHeaders },
      { status: response.status, headers: response.headers },
      { shared: true },
    );
    if (!policy.storable() || policy.timeToLive() <= 0) return false;
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(response.headers)) if (!DROPPED.has(k.toLowerCase())) headers[k] = v;
    headers["content-length"] = String(response.body.length);
    const bytes = ENTRY_OVERHEAD + response.body.length + req.url.length + headerBytes(headers) + headerBytes(requestHeaders);
    if (bytes > this.options.maxBytes) return false;
    // Kept once its URL has been asked for minUses times, or when it already has an entry (a refresh, another variant).
    if (this.minUses > 1 && !this.entries.has(req.url)) {
      if ((this.misses.get(req.url) ?? 0) < this.minUses) return false;
      this.misses.delete(req.url);
    }
    const entry: Entry = { status: 200, headers, body: response.body, policy, storedAt: this.now(), requestHeaders, refreshing: false, bytes };
    const previous = this.entries.get(req.url) ?? [];
    const list = previous.filter((e) => !sameVariant(e, req));
    for (const gone of previous) if (!list.includes(gone)) this.forget(gone);
    list.unshift(entry);
    this.entries.delete(req.url);
    this.entries.set(req.url, list);
    this.size += 1;
    this.bytes += bytes;
    this.evict();
    return true;
  }

  get entryCount(): number {
    return this.size;
  }

  /** Bytes the entries hold (see Entry.bytes). */
  get byteSize(): number {
    return this.bytes;
  }

  private forget(entry: Entry): void {
    this.size -= 1;
    this.bytes -= entry.bytes;
  }

  /** Drops least recently used URLs (their oldest variant first) until both bounds hold. */
  private evict(): void {
    while (this.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) return;
      const list = this.entries.get(oldest.value)!;
      this.forget(list.pop()!);
      if (!list.length) this.entries.delete(oldest.value);
    }
  }
}

/** An entry is replaced by a new one of the same variant (it answers the same request), or when useless. */
function sameVariant(existing: Entry, req: CacheRequest): boolean {
  return existing.policy.timeToLive() <= 0 || existing.policy.evaluateRequest({ url: req.url, method: req.method, headers: req.headers }).response !== undefined;
}
