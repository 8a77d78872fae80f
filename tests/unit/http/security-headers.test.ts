/**
 * The security headers (lib/http/security-headers.ts, ADR 0006): the policy itself, HSTS only over
 * https (a client's own X-Forwarded-Proto is not believed), and the front setting them on every kind
 * of answer: streamed, replayed from the micro-cache, 304 and its own 502, without overriding an
 * answer's own stricter header.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createFrontServer } from "@/lib/http/front-server";
import { MicroCache } from "@/lib/http/micro-cache";
import { contentSecurityPolicy, securityHeaders, type SecurityOptions } from "@/lib/http/security-headers";

const plain: SecurityOptions = { chatWidget: false, siteIsHttps: false, trustedProxies: 0 };

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe("the Content-Security-Policy", () => {
  it("locks framing, plugins, <base> and form targets, and keeps scripts on the site", () => {
    const d = directives(contentSecurityPolicy(plain, false));
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    expect(d.get("default-src")).toEqual(["'self'"]);
    expect(d.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get("script-src-attr")).toEqual(["'none'"]);
    expect(d.get("connect-src")).toEqual(["'self'"]);
    expect(d.get("frame-src")).toEqual(["'none'"]);
    expect(contentSecurityPolicy(plain, false)).not.toMatch(/unsafe-eval|intercom|\*/);
    expect(d.has("upgrade-insecure-requests")).toBe(false);
  });

  it("adds the chat widget's hosts only when it is configured", () => {
    const d = directives(contentSecurityPolicy({ chatWidget: true }, false));
    expect(d.get("script-src")).toEqual(["'self'", "'unsafe-inline'", "https://app.intercom.io", "https://widget.intercom.io", "https://js.intercomcdn.com"]);
    expect(d.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "wss://*.intercom.io"]));
    expect(d.get("frame-src")).not.toContain("'none'");
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
  });

  it("upgrades insecure requests over https", () => {
    expect(directives(contentSecurityPolicy(plain, true)).has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("HSTS", () => {
  it("is sent when the public origin is https", () => {
    expect(securityHeaders({}, { ...plain, siteIsHttps: true })["strict-transport-security"]).toBe("max-age=31536000");
  });
  it("is not sent over http, whatever the client claims without a trusted proxy", () => {
    expect(securityHeaders({}, plain)["strict-transport-security"]).toBeUndefined();
    expect(securityHeaders({ "x-forwarded-proto": "https" }, plain)["strict-transport-security"]).toBeUndefined();
  });
  it("follows a trusted proxy's X-Forwarded-Proto", () => {
    const behindProxy = { ...plain, trustedProxies: 1 };
    expect(securityHeaders({ "x-forwarded-proto": "https" }, behindProxy)["strict-transport-security"]).toBe("max-age=31536000");
    expect(securityHeaders({ "x-forwarded-proto": "http" }, behindProxy)["strict-transport-security"]).toBeUndefined();
  });
  it("comes with the other headers", () => {
    const h = securityHeaders({}, plain);
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toMatch(/(^|, )camera=\(\)/);
    for (const feature of ["microphone", "geolocation", "payment", "browsing-topics"]) expect(h["permissions-policy"]).toContain(`${feature}=()`);
  });
});

/** One request on its own connection. */
function request(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(url, { headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}
const listen = (s: http.Server) => new Promise<number>((r) => s.listen(0, "127.0.0.1", () => r((s.address() as AddressInfo).port)));
const close = (s: http.Server) => new Promise<void>((r) => s.close(() => r()));

describe("the front sets them on every answer", () => {
  let up: http.Server;
  let front: http.Server;
  let base: string;

  beforeEach(async () => {
    up = http.createServer((req, res) => {
      if (req.url === "/svg") {
        res.writeHead(200, { "content-type": "image/svg+xml", "content-security-policy": "default-src 'none'" });
        return res.end("<svg/>");
      }
      if (req.url === "/api") {
        res.writeHead(404, { "content-type": "application/json", "cache-control": "no-store" });
        return res.end('{"detail":"Not found"}');
      }
      res.writeHead(200, { "cache-control": "s-maxage=60", etag: '"v1"', "content-type": "text/html" });
      res.end("<p>page</p>");
    });
    front = createFrontServer({ upstream: { host: "127.0.0.1", port: await listen(up) }, trustedProxies: 0, cache: new MicroCache({ ttlMs: 2000, maxEntries: 100, maxBodyBytes: 1 << 20, maxBytes: 8 << 20 }) });
    base = `http://127.0.0.1:${await listen(front)}`;
  });
  afterEach(async () => {
    front.closeAllConnections();
    up.closeAllConnections();
    await Promise.all([close(front), close(up)]);
  });

  const expectHeaders = (headers: http.IncomingHttpHeaders, label: string) => {
    expect([label, headers["x-content-type-options"]]).toEqual([label, "nosniff"]);
    expect([label, headers["content-security-policy"]]).toEqual([label, expect.stringContaining("frame-ancestors 'none'")]);
    expect([label, headers["referrer-policy"]]).toEqual([label, "strict-origin-when-cross-origin"]);
    expect([label, typeof headers["permissions-policy"]]).toEqual([label, "string"]);
  };

  it("a streamed answer, the same answer from the cache, and a 304", async () => {
    const first = await request(`${base}/offer`);
    expect(first.headers["x-micro-cache"]).toBe("MISS");
    expectHeaders(first.headers, "miss");
    const hit = await request(`${base}/offer`);
    expect(hit.headers["x-micro-cache"]).toBe("HIT");
    expectHeaders(hit.headers, "hit");
    const notModified = await request(`${base}/offer`, { "if-none-match": '"v1"' });
    expect(notModified.status).toBe(304);
    expectHeaders(notModified.headers, "304");
  });

  it("an API error, and the answer's own stricter policy wins", async () => {
    expectHeaders((await request(`${base}/api`)).headers, "api");
    const svg = await request(`${base}/svg`);
    expect(svg.headers["content-security-policy"]).toBe("default-src 'none'");
    expect(svg.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("its own 502", async () => {
    up.closeAllConnections();
    await close(up);
    const res = await request(`${base}/offer`);
    expect(res.status).toBe(502);
    expectHeaders(res.headers, "502");
    up = http.createServer();
    await listen(up);
  });
});
