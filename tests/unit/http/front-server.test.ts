import http from "node:http";
import type { AddressInfo } from "node:net";
import { APP_KEEP_ALIVE_MS, createBalancer, createFrontServer, forwardedHeaders, UPSTREAM_IDLE_MS } from "@/lib/http/front-server";
import { MicroCache } from "@/lib/http/micro-cache";

/** A stand-in for the Next.js server: counts requests, answers after a delay. */
function upstream() {
  const hits: string[] = [];
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    seen.push(req.headers);
    setTimeout(() => {
      if (req.url?.startsWith("/private")) {
        res.writeHead(200, { "cache-control": "private, no-store", "content-type": "text/plain" });
        return res.end("mine");
      }
      res.writeHead(200, { "cache-control": "s-maxage=60", etag: '"v1"', "content-type": "text/plain" });
      res.end(`page ${req.url}`);
    }, 30);
  });
  return { server, hits, seen };
}

/** One request on its own connection (no pooled socket can outlive a test's servers). */
function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? "GET", headers: init.headers, agent: false }, (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

const listen = (s: http.Server) => new Promise<number>((r) => s.listen(0, "127.0.0.1", () => r((s.address() as AddressInfo).port)));
const close = (s: http.Server) => new Promise<void>((r) => s.close(() => r()));

describe("the front of npm start", () => {
  let up: ReturnType<typeof upstream>;
  let front: http.Server;
  let base: string;

  /** Starts the front (closing the one of beforeEach) with other options. */
  async function restart(options: { trustedProxies?: number; ttlMs?: number; minUses?: number } = {}) {
    if (front.listening) {
      front.closeAllConnections();
      await close(front);
    }
    const upPort = (up.server.address() as AddressInfo).port;
    const cache = new MicroCache({ ttlMs: options.ttlMs ?? 2000, maxEntries: 100, maxBytes: 1 << 24, maxBodyBytes: 1 << 20, minUses: options.minUses });
    front = createFrontServer({ upstream: { host: "127.0.0.1", port: upPort }, cache, trustedProxies: options.trustedProxies ?? 0 });
    base = `http://127.0.0.1:${await listen(front)}`;
  }

  beforeEach(async () => {
    up = upstream();
    await listen(up.server);
    front = http.createServer();
    await restart();
  });
  afterEach(async () => {
    front.closeAllConnections();
    up.server.closeAllConnections();
    await Promise.all([close(front), close(up.server)]);
  });

  it("asks the app once for twenty identical concurrent requests, then answers from the cache", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(`${base}/offer`)));
    expect(answers.every((a) => a.status === 200 && a.text === "page /offer")).toBe(true);
    expect(up.hits).toEqual(["GET /offer"]);
    const again = await request(`${base}/offer`);
    expect(again.headers["x-micro-cache"]).toBe("HIT");
    expect(up.hits).toHaveLength(1);
  });

  it("with MICRO_CACHE_MIN_USES=2 keeps no page asked for once, still asks the app once for concurrent identical requests", async () => {
    await restart({ minUses: 2 });
    // A crawler's visit: nothing kept, so the next request is a miss too, and the one after a hit.
    expect((await request(`${base}/crawled`)).headers["x-micro-cache"]).toBe("MISS");
    expect((await request(`${base}/crawled`)).headers["x-micro-cache"]).toBe("MISS");
    expect((await request(`${base}/crawled`)).headers["x-micro-cache"]).toBe("HIT");
    expect(up.hits).toEqual(["GET /crawled", "GET /crawled"]);
    // Requests waiting on an identical one count as uses: the first answer is kept and serves them.
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(`${base}/offer`)));
    expect(answers.every((a) => a.status === 200 && a.text === "page /offer")).toBe(true);
    expect(up.hits.filter((h) => h === "GET /offer")).toHaveLength(1);
    expect((await request(`${base}/offer`)).headers["x-micro-cache"]).toBe("HIT");
  });

  it("answers a matching If-None-Match with 304 from the cache", async () => {
    await request(`${base}/offer`);
    const res = await request(`${base}/offer`, { headers: { "if-none-match": '"v1"' } });
    expect(res.status).toBe(304);
    expect(up.hits).toHaveLength(1);
  });

  it("passes private answers, credentials and other methods through every time", async () => {
    await request(`${base}/private`);
    await request(`${base}/private`);
    await request(`${base}/offer`, { headers: { authorization: "Bearer x" } });
    await request(`${base}/offer`, { method: "POST", body: "{}" });
    expect(up.hits).toEqual(["GET /private", "GET /private", "GET /offer", "POST /offer"]);
  });

  it("answers 502 with a retry hint when the app is not there", async () => {
    await close(up.server);
    const res = await request(`${base}/offer`);
    expect(res.status).toBe(502);
    expect(res.headers["retry-after"]).toBe("5");
    up.server = http.createServer();
    await listen(up.server);
  });

  it("answers junk query strings from the clean URL's entry, and passes unknown routes with a query through", async () => {
    await request(`${base}/about`);
    const junk = await Promise.all([1, 2, 3].map((n) => request(`${base}/about?j=${n}`)));
    expect(junk.every((a) => a.text === "page /about" && a.headers["x-micro-cache"] === "HIT")).toBe(true);
    await request(`${base}/search?q=a`);
    await request(`${base}/search?q=a`);
    expect(up.hits).toEqual(["GET /about", "GET /search?q=a", "GET /search?q=a"]);
  });

  it("sends a listing's junk variants to the app as asked, and shares one entry for them", async () => {
    await request(`${base}/vpn/personal-vpn?j=1&page=2`);
    const again = await request(`${base}/vpn/personal-vpn?page=2&utm_x=4`);
    expect(again.headers["x-micro-cache"]).toBe("HIT");
    const other = await request(`${base}/vpn/personal-vpn?page=3`);
    expect(other.headers["x-micro-cache"]).toBe("MISS");
    expect(up.hits).toEqual(["GET /vpn/personal-vpn?j=1&page=2", "GET /vpn/personal-vpn?page=3"]);
  });

  it("with TRUSTED_PROXIES=0 replaces the client's own forwarding headers with what it sees", async () => {
    await request(`${base}/private`, {
      headers: { "x-forwarded-for": "6.6.6.6", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example", forwarded: "for=6.6.6.6;host=evil.example;proto=https" },
    });
    const seen = up.seen[0];
    expect(seen["x-forwarded-for"]).toBe("127.0.0.1");
    expect(seen["x-forwarded-proto"]).toBe("http");
    expect(seen["x-forwarded-host"]).toBe(seen.host);
    expect(seen.forwarded).toBe(`for=127.0.0.1;host="${seen.host}";proto=http`);
    expect(JSON.stringify(seen)).not.toMatch(/6\.6\.6\.6|evil|https/);
  });

  it("with TRUSTED_PROXIES=1 keeps the proxy's headers and appends the socket address", async () => {
    await restart({ trustedProxies: 1 });
    await request(`${base}/private`, { headers: { "x-forwarded-for": "6.6.6.6", "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" } });
    await request(`${base}/private`);
    expect(up.seen[0]).toMatchObject({ "x-forwarded-for": "6.6.6.6, 127.0.0.1", "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" });
    expect(up.seen[1]).toMatchObject({ "x-forwarded-for": "127.0.0.1", "x-forwarded-proto": "http", "x-forwarded-host": up.seen[1].host });
  });

  it("writes IPv6 addresses in Forwarded as RFC 7239 asks, and sends no address for its own refreshes", () => {
    expect(forwardedHeaders({ host: "h" }, "::1", 0).forwarded).toBe('for="[::1]";host="h";proto=http');
    const refresh = forwardedHeaders({ host: "h", "x-forwarded-for": "6.6.6.6" }, undefined, 0);
    expect(refresh["x-forwarded-for"]).toBeUndefined();
    expect(refresh.forwarded).toBe('host="h";proto=http');
  });

  it("refreshes a stale entry in the background without the visitor's cookie, authorization or address", async () => {
    await restart({ ttlMs: 50 });
    await request(`${base}/offer?j=1`, { headers: { cookie: "access=secret", "x-forwarded-for": "6.6.6.6", "accept-language": "ru" } });
    await new Promise((r) => setTimeout(r, 80));
    const stale = await request(`${base}/offer`, { headers: { "accept-language": "ru" } });
    expect(stale.headers["x-micro-cache"]).toBe("STALE");
    await new Promise((r) => setTimeout(r, 80));
    expect(up.hits).toEqual(["GET /offer?j=1", "GET /offer"]);
    expect(up.seen[0].cookie).toBe("access=secret"); // the visitor's own request carries it
    const refresh = up.seen[1];
    expect(refresh.cookie).toBeUndefined();
    expect(refresh.authorization).toBeUndefined();
    expect(refresh["x-forwarded-for"]).toBeUndefined();
    expect(refresh["accept-language"]).toBe("ru");
  });
});

describe("a coalesced miss whose client goes away", () => {
  it("releases the identical requests waiting on it (an aborted prefetch never blocks the next one)", async () => {
    let calls = 0;
    // The first answer starts and never ends (the app still rendering when the browser aborts).
    const app = http.createServer((req, res) => {
      calls += 1;
      // Not shareable (streamed through, not kept), as an RSC prefetch of a private page.
      res.writeHead(200, { "cache-control": calls === 1 ? "private, no-store" : "s-maxage=60", "content-type": "text/plain" });
      if (calls === 1) return void res.write("partial");
      res.end("whole");
    });
    const front = createFrontServer({
      upstream: { host: "127.0.0.1", port: await listen(app) },
      cache: new MicroCache({ ttlMs: 2000, maxEntries: 10, maxBytes: 1 << 20, maxBodyBytes: 1 << 16 }),
      trustedProxies: 0,
    });
    const base = `http://127.0.0.1:${await listen(front)}`;
    try {
      await new Promise<void>((resolve, reject) => {
        const first = http.get(`${base}/about`, { agent: false }, (res) => {
          res.once("data", () => {
            first.destroy();
            resolve();
          });
        });
        first.on("error", () => {});
        setTimeout(() => reject(new Error("no first chunk")), 2000);
      });
      const second = await Promise.race([
        request(`${base}/about`),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error("the second request hung behind the aborted one")), 3000)),
      ]);
      expect(second.status).toBe(200);
      expect(second.text).toBe("whole");
    } finally {
      front.closeAllConnections();
      app.closeAllConnections();
      await close(front);
      await close(app);
    }
  });
});

describe("the front of npm start and the app's kept-alive sockets", () => {
  /** An app that drops a kept-alive socket at its second request (what an idle timeout racing a request does). */
  function droppingApp() {
    const served = new WeakMap<object, number>();
    const halfRead = new WeakSet<object>();
    const hits: string[] = [];
    const server = http.createServer((req, res) => {
      const n = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, n);
      hits.push(`${req.method} ${req.url} #${n}`);
      if (req.url === "/private/drop" && n > 1) return void req.socket.destroy();
      // A socket on which a handler stopped reading an upload early: the app never reads the next
      // request sent on it (Next.js leaves the rest of the body unread; it waits for its keep-alive timeout).
      if (halfRead.has(req.socket)) return;
      if (req.url === "/private/refuse") {
        // Answered at the first chunk, on a kept-alive connection, before the whole body has come.
        req.once("data", () => {
          halfRead.add(req.socket);
          res.writeHead(422, { "cache-control": "private, no-store", "content-type": "text/plain" });
          res.end("refused");
        });
        req.resume();
        return;
      }
      req.resume();
      req.on("end", () => {
        res.writeHead(200, { "cache-control": "private, no-store", "content-type": "text/plain" });
        res.end(`ok ${req.url}`);
      });
    });
    return { server, hits };
  }

  const alive = { connection: "keep-alive" };
  let app: ReturnType<typeof droppingApp>;
  let front: http.Server;
  let base: string;
  beforeEach(async () => {
    app = droppingApp();
    const port = await listen(app.server);
    front = createFrontServer({ upstream: { host: "127.0.0.1", port }, cache: null, trustedProxies: 0 });
    base = `http://127.0.0.1:${await listen(front)}`;
  });
  afterEach(async () => {
    front.closeAllConnections();
    app.server.closeAllConnections();
    await Promise.all([close(front), close(app.server)]);
  });

  it("sends a GET again on a new socket when the reused one is closed under it, instead of answering 502", async () => {
    // A client that keeps its connection alive: the front then keeps its socket to the app too.
    expect((await request(`${base}/private/first`, { headers: alive })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50)); // the socket goes back to the front's pool
    const answer = await request(`${base}/private/drop`, { headers: alive });
    expect(answer).toMatchObject({ status: 200, text: "ok /private/drop" });
    expect(app.hits).toEqual(["GET /private/first #1", "GET /private/drop #2", "GET /private/drop #1"]);
  });

  it("never sends a POST twice: it answers 502", async () => {
    expect((await request(`${base}/private/first`, { headers: alive })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const answer = await request(`${base}/private/drop`, { method: "POST", headers: { ...alive, "content-type": "application/json" }, body: "{}" });
    expect(answer.status).toBe(502);
    expect(app.hits.filter((h) => h.startsWith("POST"))).toEqual(["POST /private/drop #2"]);
  });

  it("never reuses a socket whose answer ended before the request body was all sent: the next POST, anyone's, answers at once", async () => {
    for (let i = 0; i < 3; i += 1) {
      // The client is still uploading when the answer comes; the rest of its body follows it.
      const refused = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(`${base}/private/refuse`, { method: "POST", headers: alive, agent: false }, (res) => {
          let text = "";
          res.on("data", (c) => (text += c));
          const ended = new Promise((r) => res.on("end", r));
          req.end("x".repeat(128 * 1024), () => void ended.then(() => resolve({ status: res.statusCode ?? 0, text })));
        });
        req.on("error", reject);
        req.write("x".repeat(64 * 1024));
      });
      expect(refused).toMatchObject({ status: 422, text: "refused" });
      const started = Date.now();
      const next = await request(`${base}/private/after`, { method: "POST", headers: alive, body: "{}" });
      expect(next).toMatchObject({ status: 200, text: "ok /private/after" });
      expect(Date.now() - started).toBeLessThan(1000);
    }
    // Each POST after a refusal went out on a socket of its own, never on the half-read one.
    expect(app.hits.filter((h) => h.startsWith("POST /private/after"))).toEqual(["POST /private/after #1", "POST /private/after #1", "POST /private/after #1"]);
  });

  it("closes an idle socket to the app before the app would, so a POST never meets the app closing it", async () => {
    expect(APP_KEEP_ALIVE_MS).toBeGreaterThan(UPSTREAM_IDLE_MS);
    const quick = createFrontServer({ upstream: { host: "127.0.0.1", port: (app.server.address() as AddressInfo).port }, cache: null, trustedProxies: 0, upstreamIdleMs: 100 });
    const quickBase = `http://127.0.0.1:${await listen(quick)}`;
    try {
      expect((await request(`${quickBase}/private/first`, { headers: alive })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      expect((await request(`${quickBase}/private/second`, { method: "POST", headers: alive, body: "{}" })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 300)); // idle past the front's 100 ms, well within the app's own timeout
      expect((await request(`${quickBase}/private/third`, { method: "POST", headers: alive, body: "{}" })).status).toBe(200);
      // Reused while fresh, then a new socket: the front had closed the idle one itself.
      expect(app.hits).toEqual(["GET /private/first #1", "POST /private/second #2", "POST /private/third #1"]);
    } finally {
      quick.closeAllConnections();
      await close(quick);
    }
  });
});

describe("the front balancing several app processes (APP_PROCESSES)", () => {
  it("picks the upstream with the fewest requests under way, in turn on ties, and releases each once", () => {
    const balancer = createBalancer([
      { host: "a", port: 1 },
      { host: "b", port: 2 },
      { host: "c", port: 3 },
    ]);
    const first = balancer.pick();
    const second = balancer.pick();
    const third = balancer.pick();
    expect([first, second, third].map((p) => p.upstream.host)).toEqual(["a", "b", "c"]);
    second.release();
    second.release();
    expect(balancer.outstanding()).toEqual([1, 0, 1]);
    expect(balancer.pick().upstream.host).toBe("b");
    for (const p of [first, third]) p.release();
    expect(balancer.outstanding()).toEqual([0, 1, 0]);
    expect(balancer.pick().upstream.host).toBe("c");
  });

  it("spreads concurrent requests over the app processes and forgets them when answered", async () => {
    const ups = [upstream(), upstream()];
    const ports = [];
    for (const u of ups) ports.push(await listen(u.server));
    const front = createFrontServer({ upstream: ports.map((port) => ({ host: "127.0.0.1", port })), cache: null, trustedProxies: 0 });
    const base = `http://127.0.0.1:${await listen(front)}`;
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => request(`${base}/page-${i}`)));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(ups.map((u) => u.hits.length)).toEqual([4, 4]);
      // Sequential requests still alternate: nothing stayed counted as under way.
      for (let i = 0; i < 4; i += 1) await request(`${base}/next-${i}`);
      expect(ups.map((u) => u.hits.length)).toEqual([6, 6]);
    } finally {
      front.closeAllConnections();
      await close(front);
      for (const u of ups) {
        u.server.closeAllConnections();
        await close(u.server);
      }
    }
  });
});
