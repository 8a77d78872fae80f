/**
 * Every answer of the front carries the security headers (ADR 0006) — a static
 * page, cached catalogue pages (first answer and the micro-cache's replay), the RSC payload, 404s,
 * API JSON and API errors, the sitemap, the mailbox, the server-not-available page and the answer to
 * a malformed path. HSTS only over https, and only when a trusted proxy says so.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { call, type Answer } from "../support/api-client";

const HTML = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

function assertSecurityHeaders(answer: Answer, label: string): void {
  const h = answer.headers;
  assert.equal(h.get("x-content-type-options"), "nosniff", `${label}: nosniff`);
  const csp = h.get("content-security-policy") ?? "";
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "script-src 'self'", "script-src-attr 'none'"]) {
    assert.ok(csp.includes(directive), `${label}: CSP has ${directive}: ${csp}`);
  }
  assert.doesNotMatch(csp, /unsafe-eval/, `${label}: no eval`);
  assert.doesNotMatch(csp, /intercom/, `${label}: no chat widget hosts when it is not configured`);
  assert.equal(h.get("referrer-policy"), "strict-origin-when-cross-origin", `${label}: Referrer-Policy`);
  const permissions = h.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "browsing-topics"]) assert.ok(permissions.includes(`${feature}=()`), `${label}: Permissions-Policy denies ${feature}`);
  assert.equal(h.get("strict-transport-security"), null, `${label}: no HSTS over http`);
}

async function firstOffer(): Promise<{ path: string; listing: string }> {
  const answer = await call<{ items: { url: string }[] }>("/api/offers?size=1");
  assert.equal(answer.status, 200);
  const path = new URL(answer.body.items[0].url, "http://placeholder.invalid").pathname;
  return { path, listing: path.split("/").slice(0, -1).join("/") };
}

describe("security headers on every kind of answer", () => {
  it("pages: static, cached catalogue pages (and their replay from the micro-cache), the RSC payload", async () => {
    const { path, listing } = await firstOffer();
    for (const [label, url, status] of [
      ["static page", "/about", 200],
      ["home", "/", 200],
      ["listing", listing, 200],
      ["offer", path, 200],
      ["Russian offer", `/ru${path}`, 200],
    ] as const) {
      const first = await call(url, { headers: HTML });
      assert.equal(first.status, status, `${label} ${url}: ${first.status}`);
      assert.match(first.headers.get("content-type") ?? "", /text\/html/);
      assertSecurityHeaders(first, label);
      const again = await call(url, { headers: HTML });
      assertSecurityHeaders(again, `${label} (again: ${again.headers.get("x-micro-cache") ?? "not cached"})`);
    }
    // A catalogue page is replayed by the micro-cache at least once above, with the headers.
    const replay = await call(path, { headers: HTML });
    assert.match(replay.headers.get("x-micro-cache") ?? "", /HIT|STALE/, "the offer page comes from the micro-cache");
    assertSecurityHeaders(replay, "offer from the micro-cache");
    const rsc = await call(`${path}?_rsc=abc`, { headers: { RSC: "1" } });
    assertSecurityHeaders(rsc, `RSC payload (${rsc.status})`);
  });

  it("errors: 404 pages, the server-not-available page, a malformed path", async () => {
    for (const [label, url] of [
      ["404 page", "/no-such-category"],
      ["404 deep", "/virtual-servers/no-such-product/zzzzzzzzzz"],
      ["server-not-available", "/server-not-available"],
      ["malformed percent-encoding", "/%ff"],
    ] as const) {
      const answer = await call(url, { headers: HTML });
      assert.ok(answer.status >= 400, `${label}: ${answer.status}`);
      assertSecurityHeaders(answer, `${label} (${answer.status})`);
    }
  });

  it("API JSON, API errors, the sitemap, the mailbox, the OpenAPI document", async () => {
    for (const [label, url] of [
      ["API JSON", "/api/offers?size=1"],
      ["API 404", "/api/offers/zzzzzzzzzz"],
      ["API 401", "/api/users/profile"],
      ["API 422", "/api/offers?size=nope"],
      ["unknown API path", "/api/no-such-thing"],
      ["sitemap index", "/sitemap.xml"],
      ["robots.txt", "/robots.txt"],
      ["mailbox", "/mailbox"],
      ["health", "/health"],
    ] as const) {
      const answer = await call(url);
      assertSecurityHeaders(answer, `${label} (${answer.status})`);
    }
    const post = await call("/api/users/access/token", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    assertSecurityHeaders(post, `API POST refused (${post.status})`);
  });

  it("an answer's own stricter policy is kept (the Google callback page)", async () => {
    const answer = await call("/api/users/access/google/callback?state=x&code=y", { headers: HTML });
    if (answer.headers.get("content-type")?.includes("text/html")) {
      assert.equal(answer.headers.get("content-security-policy"), "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
    }
    assert.equal(answer.headers.get("x-content-type-options"), "nosniff");
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent when the trusted proxy in front says the visitor came over https (the tests' server trusts one)", async () => {
    const answer = await call("/", { headers: { ...HTML, "X-Forwarded-Proto": "https" } });
    assert.equal(answer.headers.get("strict-transport-security"), "max-age=31536000");
    assert.match(answer.headers.get("content-security-policy") ?? "", /upgrade-insecure-requests/);
  });
  it("is not sent over http", async () => {
    const answer = await call("/", { headers: { ...HTML, "X-Forwarded-Proto": "http" } });
    assert.equal(answer.headers.get("strict-transport-security"), null);
    assert.doesNotMatch(answer.headers.get("content-security-policy") ?? "", /upgrade-insecure-requests/);
  });
});
