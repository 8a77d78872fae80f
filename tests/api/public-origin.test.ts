/**
 * Every absolute URL the site writes is on its public origin: SITE_URL, else
 * http://localhost:<the front's PORT>. The runner's server listens on a random port behind the
 * micro-cache front with Next.js on another internal port, and the build was made by a process
 * with yet another PORT (3000 unless set), so a URL naming the internal or the build's port shows
 * here: in the HTML of pages prerendered at build (/about, /ru/terms) and of those rendered at run
 * time (catalogue pages), in their RSC payloads and segment prefetches, in robots.txt and the sitemaps.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { computeCacheBustingSearchParam } from "next/dist/shared/lib/router/utils/cache-busting-search-param.js";
import { baseUrl, call } from "../support/api-client";

const port = new URL(baseUrl).port;
const publicOrigin = (process.env.SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
/** Any URL on this machine, whatever its port, and any URL on the public origin's host. */
const OWN_URL = new RegExp(`https?://(?:localhost|127\\.0\\.0\\.1|\\[::1\\]|${new URL(publicOrigin).hostname.replace(/\./g, "\\.")})(?::\\d+)?`, "g");

/** The origins of every URL of ours in `text` (JSON-escaped slashes undone first), with counts. */
function ownOrigins(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const m of text.replace(/\\\//g, "/").matchAll(OWN_URL)) found.set(m[0], (found.get(m[0]) ?? 0) + 1);
  return found;
}

/** `text` names our site at least `min` times, always on the public origin. */
function assertPublicOrigin(label: string, text: string, min = 1): void {
  const origins = ownOrigins(text);
  const others = [...origins.keys()].filter((o) => o !== publicOrigin);
  assert.deepEqual(others, [], `${label}: URLs on ${others.join(", ")} instead of ${publicOrigin}`);
  assert.ok((origins.get(publicOrigin) ?? 0) >= min, `${label}: expected at least ${min} URL(s) on ${publicOrigin}, found ${origins.get(publicOrigin) ?? 0}`);
}

async function page(path: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await call(path, { headers });
  assert.equal(answer.status, 200, `${path} answered ${answer.status}`);
  return answer.text;
}

/** The RSC payload a client-side navigation to `path` fetches. */
async function rscPayload(path: string): Promise<string> {
  const answer = await call(`${path}${path.includes("?") ? "&" : "?"}_rsc=`, { headers: { RSC: "1" } });
  assert.equal(answer.status, 200, `RSC of ${path} answered ${answer.status}`);
  assert.match(answer.headers.get("content-type") ?? "", /text\/x-component/);
  return answer.text;
}

/** A segment prefetch as the router sends it (RSC, Next-Router-Prefetch, the segment, and the matching _rsc). */
async function segmentPrefetch(path: string, segment: string): Promise<string> {
  const headers = { RSC: "1", "Next-Router-Prefetch": "1", "Next-Router-Segment-Prefetch": segment };
  const rsc = await computeCacheBustingSearchParam("1", segment, undefined, undefined);
  const answer = await call(`${path}?_rsc=${rsc}`, { headers });
  assert.equal(answer.status, 200, `segment ${segment} of ${path} answered ${answer.status}`);
  return answer.text;
}

/** Site paths listed in the first sitemap part. */
async function sitemapPaths(): Promise<string[]> {
  const text = await page("/sitemaps/0.xml");
  return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

describe("absolute URLs use the public origin whatever PORT is", () => {
  it("the server under test runs on a port of its own with SITE_URL unset, so the check means something", () => {
    assert.ok(!process.env.SITE_URL, "run without SITE_URL: the default origin is the case under test");
    assert.notEqual(port, "3000");
  });

  it("pages prerendered at build: HTML, RSC payload and segment prefetches of /about and /ru/terms", async () => {
    for (const path of ["/about", "/ru/terms", "/privacy-policy"]) {
      assertPublicOrigin(`${path} HTML`, await page(path), 4);
      assertPublicOrigin(`${path} RSC`, await rscPayload(path), 2);
    }
    assertPublicOrigin("/about _full segment", await segmentPrefetch("/about", "/_full"), 2);
  });

  it("pages with a prerendered shell (home, articles) and the catalogue pages rendered at run time", async () => {
    const paths = await sitemapPaths();
    const listing = paths.find((p) => p.split("/").length === 3 && !p.startsWith("/ru"));
    const offer = (await page("/sitemaps/0.xml")).match(/<loc>[^<]+\/([a-z0-9-]+\/){2}[a-z0-9]{10}<\/loc>/)?.[0];
    assert.ok(listing, "a listing page in the sitemap");
    for (const path of ["/", "/ru", "/articles", "/data-center", listing]) {
      assertPublicOrigin(`${path} HTML`, await page(path), 4);
      assertPublicOrigin(`${path} RSC`, await rscPayload(path), 2);
    }
    if (offer) {
      const path = new URL(offer.replace(/<\/?loc>/g, "")).pathname;
      assertPublicOrigin(`${path} HTML`, await page(path), 4);
    }
  });

  it("robots.txt and the sitemaps", async () => {
    assertPublicOrigin("robots.txt", await page("/robots.txt"), 1);
    assertPublicOrigin("sitemap.xml", await page("/sitemap.xml"), 1);
    assertPublicOrigin("sitemaps/0.xml", await page("/sitemaps/0.xml"), 20);
  });

  it("a page prerendered at build stays a cached static answer after it re-rendered with the run-time origin", async () => {
    await page("/refund");
    const again = await call("/refund");
    assert.equal(again.status, 200);
    assert.match(again.headers.get("cache-control") ?? "", /s-maxage=/);
    const cached = again.headers.get("x-micro-cache") === "HIT" || again.headers.get("x-nextjs-cache") === "HIT";
    assert.ok(cached, `second /refund served from a cache (x-micro-cache ${again.headers.get("x-micro-cache")}, x-nextjs-cache ${again.headers.get("x-nextjs-cache")})`);
    assertPublicOrigin("/refund HTML, cached", again.text, 4);
  });

  it("the start-up hook that expired the prerendered pages exists only once, for serve.ts", async () => {
    for (const secret of ["", "x".repeat(64)]) {
      const answer = await call("/startup-revalidate", { method: "POST", headers: { "x-startup-revalidate-secret": secret } });
      assert.equal(answer.status, 404);
    }
  });
});
