import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { createCacheKeys } from "./cache-key";
import { MicroCache, type CacheRequest } from "./micro-cache";
import { badPathAnswer, losesQueryKeys, REQUEST_TARGET_HEADER } from "./request-guard";
import { applySecurityHeaders } from "./security-headers";
import { NOT_FOUND_VIEW_HEADER, NOT_FOUND_VIEW_SEGMENT } from "@/lib/cache/startup-revalidate";

/**
 * The HTTP front of `npm start` (ADR 0003): answers from the micro-cache what the app marked as
 * shareable, and streams everything else to and from the Next.js server unchanged.
 */
export type Upstream = { host: string; port: number };

/** How long the front keeps an idle connection to the app open for the next request. */
export const UPSTREAM_IDLE_MS = 30_000;
/** How long the app keeps an idle connection open (`next start --keepAliveTimeout`, scripts/serve.ts): longer than the front. */
export const APP_KEEP_ALIVE_MS = 65_000;

export type FrontOptions = {
  /**
   * The Next.js process(es) behind the front. With several (APP_PROCESSES, scripts/serve.ts), each
   * request goes to the one with the fewest requests under way (ties: the next in turn).
   */
  upstream: Upstream | Upstream[];
  cache: MicroCache | null;
  /**
   * Proxies in front of this server (TRUSTED_PROXIES). With 0 the front is the edge: whatever
   * X-Forwarded-* or Forwarded a client sends is replaced by what the front itself sees. With N > 0
   * the client's X-Forwarded-For is kept and the socket address appended (the app trusts N hops of
   * it, lib/auth/request-info.ts), and the proxy's X-Forwarded-Proto/Host are passed on.
   */
  trustedProxies: number;
  /** Idle connections to the app are closed after this long (default UPSTREAM_IDLE_MS). */
  upstreamIdleMs?: number;
  /**
   * The per-start secret of the app's server-rendered 404 (lib/cache/startup-revalidate.ts): with
   * it, a page's 404 that Next sends as its empty error shell is answered with the translated 404
   * page instead, status kept, so it reads without JavaScript.
   */
  notFoundViewSecret?: string;
};

/**
 * The forwarding headers of a request to the app. `remoteAddress` is the client's socket address;
 * undefined for the front's own background refreshes, which then carry no client address at all.
 */
export function forwardedHeaders(
  headers: http.IncomingHttpHeaders,
  remoteAddress: string | undefined,
  trustedProxies: number,
): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = { ...headers };
  const host = headers.host;
  if (trustedProxies === 0) {
    for (const name of ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "forwarded"]) delete out[name];
    if (remoteAddress) out["x-forwarded-for"] = remoteAddress;
    out["x-forwarded-proto"] = "http";
    if (host) out["x-forwarded-host"] = host;
    const forwarded = [remoteAddress && `for=${forwardedNode(remoteAddress)}`, host && `host=${JSON.stringify(host)}`, "proto=http"];
    out.forwarded = forwarded.filter(Boolean).join(";");
    return out;
  }
  const chain = [headers["x-forwarded-for"], remoteAddress].filter(Boolean).join(", ");
  if (chain) out["x-forwarded-for"] = chain;
  else delete out["x-forwarded-for"];
  out["x-forwarded-proto"] ??= "http";
  if (host) out["x-forwarded-host"] ??= host;
  return out;
}

/** RFC 7239 node: IPv6 addresses are bracketed and quoted. */
function forwardedNode(address: string): string {
  return address.includes(":") ? `"[${address}]"` : address;
}

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

/** A GET or HEAD without a body: safe to send again (nothing was consumed, nothing changes). */
function bodiless(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return (req.method === "GET" || req.method === "HEAD") && !req.headers["transfer-encoding"] && (length === undefined || length === "0");
}

/** Least outstanding requests over the upstreams, ties broken in turn. */
export function createBalancer(upstreams: readonly Upstream[]): { pick: () => { upstream: Upstream; release: () => void }; outstanding: () => number[] } {
  if (!upstreams.length) throw new Error("the front needs at least one upstream");
  const busy = upstreams.map(() => 0);
  let turn = 0;
  return {
    pick() {
      let best = -1;
      for (let k = 0; k < upstreams.length; k += 1) {
        const i = (turn + k) % upstreams.length;
        if (best < 0 || busy[i] < busy[best]) best = i;
      }
      turn = (best + 1) % upstreams.length;
      busy[best] += 1;
      let released = false;
      return {
        upstream: upstreams[best],
        release: () => {
          if (released) return;
          released = true;
          busy[best] -= 1;
        },
      };
    },
    outstanding: () => [...busy],
  };
}

export function createFrontServer(options: FrontOptions): http.Server {
  const upstreams = Array.isArray(options.upstream) ? options.upstream : [options.upstream];
  const balancer = createBalancer(upstreams);
  // An idle kept-alive socket is closed by the front before the app would close it
  // (UPSTREAM_IDLE_MS < APP_KEEP_ALIVE_MS): a request never goes out on a socket the app is closing
  // at that moment, which a POST (not sent twice) would have answered 502.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 * upstreams.length, timeout: options.upstreamIdleMs ?? UPSTREAM_IDLE_MS });
  const { cache, trustedProxies } = options;
  const cacheKeyOf = createCacheKeys();
  let refreshes = 0;

  /** `path` is what the client asked for (a refresh asks for the entry's key, an equivalent URL). */
  function upstreamRequest(req: { method: string; headers: http.IncomingHttpHeaders }, path: string, remoteAddress: string | undefined): http.ClientRequest {
    const headers = forwardedHeaders(req.headers, remoteAddress, trustedProxies);
    delete headers[REQUEST_TARGET_HEADER];
    if (losesQueryKeys(path)) headers[REQUEST_TARGET_HEADER] = path;
    const { upstream, release } = balancer.pick();
    const up = http.request({ host: upstream.host, port: upstream.port, method: req.method, path, headers, agent });
    up.on("close", release);
    return up;
  }

  function refresh(entryRequest: CacheRequest) {
    const up = upstreamRequest(entryRequest, entryRequest.url, undefined);
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

  /**
   * Streams the request to the app and its answer back; keeps the answer when it may be shared.
   * `info` is the request as the cache sees it (its url is the cache key).
   */
  function proxy(req: IncomingMessage, res: ServerResponse, info: CacheRequest, useCache: boolean, onDone: () => void) {
    // Exactly once, however the exchange ends: identical requests waiting on this one (coalescing)
    // must be released even when the client goes away mid-answer (an aborted prefetch) and the
    // app's answer then never ends.
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      onDone();
    };
    const send = (retried: boolean) => {
      const up = upstreamRequest(info, req.url ?? "/", req.socket.remoteAddress);
      up.on("response", (upRes) => {
        // Judged when the answer begins: an app that answers before it has the whole body refused it.
        const early = !up.writableFinished;
        upRes.on("end", () => {
          if (early) abandonEarlyAnswered(req, up);
        });
        const status = upRes.statusCode ?? 502;
        if (status === 404 && isPageNotFound(req, upRes.headers) && options.notFoundViewSecret) return void answerNotFound(req, res, upRes, done);
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
      let retrying = false;
      up.on("close", () => {
        if (!retrying) done();
      });
      up.on("error", () => {
        // An answer under way (the app answered before reading the whole body, e.g. a 413) ends on its own.
        if (res.headersSent) return done();
        // A kept-alive socket the app closed just as this request went out (its idle timeout): a GET or
        // HEAD has no body and no effect, so it is sent once more on a new socket (Node's documented
        // pattern for `request.reusedSocket`) instead of answering 502.
        if (!retried && up.reusedSocket && bodiless(req) && !res.destroyed) {
          retrying = true;
          return send(true);
        }
        res.writeHead(502, { "content-type": "text/plain; charset=utf-8", "retry-after": "5" });
        res.end("The storefront is starting or restarting. Please retry in a few seconds.");
        done();
      });
      res.on("close", () => {
        if (!res.writableFinished && !retrying) up.destroy();
        done();
      });
      if (retried) up.end();
      else req.pipe(up);
    };
    send(false);
  }

  /**
   * A page's 404: the app's translated 404 page (app/[locale]/not-found-view) with the 404 status and
   * the original answer's caching; the original answer itself when that page cannot be had.
   */
  function answerNotFound(req: IncomingMessage, res: ServerResponse, original: IncomingMessage, done: () => void) {
    const chunks: Buffer[] = [];
    original.on("data", (c: Buffer) => chunks.push(c));
    original.on("error", () => {
      res.destroy();
      done();
    });
    original.on("end", () => {
      const passOriginal = () => {
        if (res.headersSent) return;
        res.writeHead(404, original.statusMessage, original.headers);
        res.end(Buffer.concat(chunks));
        done();
      };
      const locale = /^\/ru(?:[/?#]|$)/.test(req.url ?? "") ? "ru" : "en";
      const path = locale === "ru" ? `/ru/${NOT_FOUND_VIEW_SEGMENT}` : `/${NOT_FOUND_VIEW_SEGMENT}`;
      const view = upstreamRequest({ method: "GET", headers: { ...req.headers, [NOT_FOUND_VIEW_HEADER]: options.notFoundViewSecret } }, path, req.socket.remoteAddress);
      view.on("response", (viewRes) => {
        if (viewRes.statusCode !== 200) {
          viewRes.resume();
          return passOriginal();
        }
        const headers = { ...viewRes.headers };
        delete headers.etag;
        delete headers["content-length"];
        headers["cache-control"] = original.headers["cache-control"] ?? "private, no-cache, no-store, max-age=0, must-revalidate";
        res.writeHead(404, headers);
        viewRes.pipe(res);
        viewRes.on("end", done);
        viewRes.on("error", () => {
          res.destroy();
          done();
        });
      });
      view.on("error", passOriginal);
      view.end();
    });
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    // Security headers on every answer below: streamed, replayed from the cache, 304, 400, 502 (ADR 0006).
    applySecurityHeaders(req.headers, res);
    const bad = badPathAnswer(req);
    if (bad) return void res.writeHead(bad.status, bad.headers).end(bad.body);
    const method = req.method ?? "GET";
    // Looked up and stored under its key: only the parameters its route reads (lib/http/cache-key.ts).
    const key = cache !== null && method === "GET" ? cacheKeyOf(req.url ?? "/") : null;
    const info: CacheRequest = { method, url: key ?? req.url ?? "/", headers: req.headers };
    const useCache = key !== null && MicroCache.cacheable(info);
    if (!useCache) return proxy(req, res, info, false, () => {});
    if (serveHit(req, res, info)) return;

    const shape = coalescingKey(info);
    const pending = inflight.get(shape);
    if (pending) {
      // Served from what the first request stores; asked again when it could not be kept.
      void pending.then(() => {
        if (!serveHit(req, res, info)) proxy(req, res, info, true, () => {});
      });
      return;
    }
    let finish = () => {};
    inflight.set(shape, new Promise<void>((resolve) => (finish = resolve)));
    proxy(req, res, info, true, () => {
      inflight.delete(shape);
      finish();
    });
  }

  return http.createServer(handle);
}

/**
 * Bytes of a client's request body the front reads and throws away after the app answered it early;
 * past this the client's connection is closed instead.
 */
export const CLIENT_DISCARD_LIMIT = 64 * 1024 * 1024;

/**
 * The app's answer, which began before the request body was all sent to it (the app refused the
 * request early and may have stopped reading), has ended: the socket to the app is destroyed rather
 * than handed back to the kept-alive pool, even when the rest of the body has left meanwhile. The app may never read what is left on it, and the next request sent
 * there, anyone's, would wait behind it until the app's keep-alive timeout and then answer 502. The
 * rest of the client's body is read and thrown away (up to CLIENT_DISCARD_LIMIT, then the client's
 * connection is closed), so the client's own connection stays usable for its next request.
 */
export function abandonEarlyAnswered(req: IncomingMessage, up: http.ClientRequest): void {
  req.unpipe(up);
  up.destroy();
  if (!req.complete && !req.destroyed) {
    let discarded = 0;
    req.on("data", (chunk: Buffer) => {
      discarded += chunk.byteLength;
      if (discarded > CLIENT_DISCARD_LIMIT) req.destroy();
    });
    req.resume();
  }
}

/** A document request (not the router's RSC fetch) answered with an HTML 404: Next's error shell. */
function isPageNotFound(req: IncomingMessage, headers: http.IncomingHttpHeaders): boolean {
  return (req.method === "GET" || req.method === "HEAD") && !req.headers.rsc && String(headers["content-type"] ?? "").startsWith("text/html");
}

/** Requests alike in everything a response may vary on (cache key, host, encoding, language, RSC headers). */
const COALESCED_HEADERS = ["host", "accept-encoding", "accept-language", "rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url", "cookie"];

function coalescingKey(info: CacheRequest): string {
  return [info.url, ...COALESCED_HEADERS.map((h) => String(info.headers[h] ?? ""))].join("\u0000");
}
