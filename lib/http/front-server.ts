import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { MicroCache, type CacheRequest } from "./micro-cache";

/**
 * The HTTP front of `npm start` (ADR 0003): answers from the micro-cache what the app marked as
 * shareable, and streams everything else to and from the Next.js server unchanged.
 */
export type FrontOptions = {
  upstream: { host: string; port: number };
  cache: MicroCache | null;
};

const CACHE_HEADER = "x-micro-cache";
/**
 * Background refreshes run at most this many at a time: under load on many URLs the app keeps
 * serving requests instead of refreshing everything at once (entries stay stale a little longer,
 * never beyond the app's own stale-while-revalidate).
 */
const MAX_CONCURRENT_REFRESHES = 2;

/** Only answers the app marked public/s-maxage are worth buffering for the cache. */
function mayBeShared(headers: http.IncomingHttpHeaders): boolean {
  const cc = headers["cache-control"] ?? "";
  return /\b(s-maxage|public)\b/.test(cc) && !/\b(private|no-store)\b/.test(cc) && !headers["set-cookie"];
}

export function createFrontServer(options: FrontOptions): http.Server {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const { cache } = options;
  let refreshes = 0;

  function upstreamRequest(req: CacheRequest, remoteAddress: string | undefined): http.ClientRequest {
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    headers["x-forwarded-for"] = [req.headers["x-forwarded-for"], remoteAddress].filter(Boolean).join(", ");
    headers["x-forwarded-proto"] ??= "http";
    if (req.headers.host) headers["x-forwarded-host"] ??= req.headers.host;
    return http.request({ host: options.upstream.host, port: options.upstream.port, method: req.method, path: req.url, headers, agent });
  }

  function refresh(entryRequest: CacheRequest) {
    const up = upstreamRequest(entryRequest, undefined);
    return new Promise<void>((resolve) => {
      up.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          cache!.store(entryRequest, { status: res.statusCode ?? 0, headers: res.headers as Record<string, string | string[]>, body: Buffer.concat(chunks) });
          resolve();
        });
        res.on("error", () => resolve());
      });
      up.on("error", () => resolve());
      up.end();
    });
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const info: CacheRequest = { method: req.method ?? "GET", url: req.url ?? "/", headers: req.headers };
    const useCache = cache !== null && MicroCache.cacheable(info);
    if (useCache) {
      const hit = cache.lookup(info);
      if (hit) {
        const state = hit.stale ? "STALE" : "HIT";
        const etag = hit.response.headers.etag;
        if (typeof etag === "string" && req.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) {
          const { "cache-control": cacheControl = "", vary = "" } = hit.response.headers;
          res.writeHead(304, { etag, "cache-control": String(cacheControl), vary: String(vary), [CACHE_HEADER]: state });
          res.end();
        } else {
          res.writeHead(hit.response.status, { ...hit.response.headers, [CACHE_HEADER]: state });
          res.end(hit.response.body);
        }
        if (hit.stale && refreshes < MAX_CONCURRENT_REFRESHES && cache.beginRefresh(hit.entry)) {
          refreshes += 1;
          void refresh(cache.refreshRequest(hit.entry, info.url)).finally(() => {
            refreshes -= 1;
            cache.endRefresh(hit.entry);
          });
        }
        return;
      }
    }

    const up = upstreamRequest(info, req.socket.remoteAddress);
    up.on("response", (upRes) => {
      const status = upRes.statusCode ?? 502;
      const keep = useCache && status === 200 && mayBeShared(upRes.headers);
      res.writeHead(status, upRes.statusMessage, { ...upRes.headers, ...(useCache ? { [CACHE_HEADER]: "MISS" } : {}) });
      if (!keep) {
        upRes.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      upRes.on("data", (c: Buffer) => {
        chunks.push(c);
        res.write(c);
      });
      upRes.on("end", () => {
        res.end();
        cache!.store(info, { status, headers: upRes.headers as Record<string, string | string[]>, body: Buffer.concat(chunks) });
      });
      upRes.on("error", () => res.destroy());
    });
    up.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain; charset=utf-8", "retry-after": "5" });
      res.end("The storefront is starting or restarting. Please retry in a few seconds.");
    });
    res.on("close", () => {
      if (!res.writableFinished) up.destroy();
    });
    req.pipe(up);
  }

  return http.createServer(handle);
}
