import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { MicroCache, type CacheRequest } from "./micro-cache";
import { badPathAnswer, losesQueryKeys, REQUEST_TARGET_HEADER } from "./request-guard";

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
    delete headers[REQUEST_TARGET_HEADER];
    if (losesQueryKeys(req.url)) headers[REQUEST_TARGET_HEADER] = req.url;
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

  /** Misses under way, by request shape: identical requests wait for the first instead of piling up. */
  const inflight = new Map<string, Promise<void>>();

  function serveHit(req: IncomingMessage, res: ServerResponse, info: CacheRequest): boolean {
    const hit = cache!.lookup(info);
    if (!hit) return false;
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
    if (hit.stale && refreshes < MAX_CONCURRENT_REFRESHES && cache!.beginRefresh(hit.entry)) {
      refreshes += 1;
      void refresh(cache!.refreshRequest(hit.entry, info.url)).finally(() => {
        refreshes -= 1;
        cache!.endRefresh(hit.entry);
      });
    }
    return true;
  }

  /** Streams the request to the app and its answer back; keeps the answer when it may be shared. */
  function proxy(req: IncomingMessage, res: ServerResponse, info: CacheRequest, useCache: boolean, done: () => void) {
    const up = upstreamRequest(info, req.socket.remoteAddress);
    up.on("response", (upRes) => {
      const status = upRes.statusCode ?? 502;
      const keep = useCache && status === 200 && mayBeShared(upRes.headers);
      res.writeHead(status, upRes.statusMessage, { ...upRes.headers, ...(useCache ? { [CACHE_HEADER]: "MISS" } : {}) });
      if (!keep) {
        upRes.pipe(res);
        upRes.on("end", done);
        upRes.on("error", done);
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
        done();
      });
      upRes.on("error", () => {
        res.destroy();
        done();
      });
    });
    up.on("error", () => {
      // An answer under way (the app answered before reading the whole body, e.g. a 413) ends on its own.
      if (res.headersSent) return;
      res.writeHead(502, { "content-type": "text/plain; charset=utf-8", "retry-after": "5" });
      res.end("The storefront is starting or restarting. Please retry in a few seconds.");
      done();
    });
    res.on("close", () => {
      if (!res.writableFinished) up.destroy();
    });
    req.pipe(up);
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const bad = badPathAnswer(req);
    if (bad) return void res.writeHead(bad.status, bad.headers).end(bad.body);
    const info: CacheRequest = { method: req.method ?? "GET", url: req.url ?? "/", headers: req.headers };
    const useCache = cache !== null && MicroCache.cacheable(info);
    if (!useCache) return proxy(req, res, info, false, () => {});
    if (serveHit(req, res, info)) return;

    const key = coalescingKey(info);
    const pending = inflight.get(key);
    if (pending) {
      // Served from what the first request stores; asked again when it could not be kept.
      void pending.then(() => {
        if (!serveHit(req, res, info)) proxy(req, res, info, true, () => {});
      });
      return;
    }
    let finish = () => {};
    inflight.set(key, new Promise<void>((resolve) => (finish = resolve)));
    proxy(req, res, info, true, () => {
      inflight.delete(key);
      finish();
    });
  }

  return http.createServer(handle);
}

/** Requests alike in everything a response may vary on (path, host, encoding, language, RSC headers). */
const COALESCED_HEADERS = ["host", "accept-encoding", "accept-language", "rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url", "cookie"];

function coalescingKey(info: CacheRequest): string {
  return [info.url, ...COALESCED_HEADERS.map((h) => String(info.headers[h] ?? ""))].join("\u0000");
}
