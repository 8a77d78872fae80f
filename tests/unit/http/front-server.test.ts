import http from "node:http";
import type { AddressInfo } from "node:net";
import { createFrontServer } from "@/lib/http/front-server";
import { MicroCache } from "@/lib/http/micro-cache";

/** A stand-in for the Next.js server: counts requests, answers after a delay. */
function upstream() {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    setTimeout(() => {
      if (req.url?.startsWith("/private")) {
        res.writeHead(200, { "cache-control": "private, no-store", "content-type": "text/plain" });
        return res.end("mine");
      }
      res.writeHead(200, { "cache-control": "s-maxage=60", etag: '"v1"', "content-type": "text/plain" });
      res.end(`page ${req.url}`);
    }, 30);
  });
  return { server, hits };
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

  beforeEach(async () => {
    up = upstream();
    const upPort = await listen(up.server);
    front = createFrontServer({ upstream: { host: "127.0.0.1", port: upPort }, cache: new MicroCache({ ttlMs: 2000, maxEntries: 100, maxBodyBytes: 1 << 20 }) });
    base = `http://127.0.0.1:${await listen(front)}`;
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
});
