import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { offerPageResponse } from "@/lib/catalogue/api-views";
import { assertError, assertIssues, baseUrl, call, getOk } from "../support/api-client";

let mediaUrls: string[] = [];

before(async () => {
  const page = await getOk("/api/offers?size=20", offerPageResponse);
  mediaUrls = page.items.flatMap((o) => Object.values(o.media)).filter((u): u is string => u !== null);
  assert.ok(mediaUrls.length > 0, "the seeded offers have images");
});

describe("GET /api/media/{id}", () => {
  it("answers the stored bytes with their type and year-long cache headers", async () => {
    const url = mediaUrls[0];
    assert.match(url, /^\/api\/media\/[A-Za-z0-9_-]+$/);
    const res = await fetch(`${baseUrl}${url}`);
    assert.equal(res.status, 200);
    const type = res.headers.get("content-type") ?? "";
    assert.match(type, /^image\//);
    assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    const etag = res.headers.get("etag");
    assert.ok(etag && /^"[^"]+"$/.test(etag), `strong ETag: ${etag}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    assert.ok(bytes.byteLength > 0);
    const length = res.headers.get("content-length");
    if (length !== null && !res.headers.get("content-encoding")) assert.equal(Number(length), bytes.byteLength);
    if (type.startsWith("image/svg")) {
      assert.equal(res.headers.get("content-security-policy"), "default-src 'none'; style-src 'unsafe-inline'");
      const text = new TextDecoder().decode(bytes);
      assert.match(text, /<svg[\s>]/);
    }
    const again = await fetch(`${baseUrl}${url}`);
    assert.equal(again.headers.get("etag"), etag, "the same ETag every time");
    assert.deepEqual(new Uint8Array(await again.arrayBuffer()), bytes, "the same bytes every time");
  });

  it("answers 304 to a matching If-None-Match and 200 otherwise", async () => {
    const url = `${baseUrl}${mediaUrls[0]}`;
    const etag = (await fetch(url)).headers.get("etag")!;
    for (const header of [etag, `W/${etag}`, `"nope", ${etag}`, "*"]) {
      const res = await fetch(url, { headers: { "If-None-Match": header } });
      assert.equal(res.status, 304, header);
      assert.equal((await res.arrayBuffer()).byteLength, 0);
      assert.equal(res.headers.get("etag"), etag);
      assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
    }
    const miss = await fetch(url, { headers: { "If-None-Match": '"something-else"' } });
    assert.equal(miss.status, 200);
  });

  it("serves different images with different validators", async () => {
    const distinct = [...new Set(mediaUrls)].slice(0, 4);
    const tags = await Promise.all(distinct.map(async (u) => (await fetch(`${baseUrl}${u}`)).headers.get("etag")));
    assert.ok(new Set(tags).size >= Math.min(2, distinct.length));
  });

  it("answers 422 for a malformed id and 404 for an unknown one", async () => {
    for (const id of ["bad.id", "%00", "x".repeat(100), "%E2%98%83"]) {
      const issues = assertIssues(await call(`/api/media/${id}`), id);
      assert.deepEqual(issues[0].loc, ["path", "id"]);
    }
    assertError(await call("/api/media/zzzzzzzzzz"), 404);
  });
});
