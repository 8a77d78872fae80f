/**
 * isPageLoad (lib/auth/guard.ts): only a browser's page load may rotate the refresh token in the
 * proxy. The header sets are those Chromium sends (recorded by tests/e2e/prefetch.spec.ts) after
 * Next strips its own RSC headers and `_rsc` parameter before proxy.ts.
 */
// lib/auth/guard.ts imports jose (ES modules only, which this jest setup cannot load).
jest.mock("jose", () => ({ decodeJwt: () => ({}) }));

import { isPageLoad } from "@/lib/auth/guard";

const DOCUMENT = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", "sec-fetch-site": "same-origin" };
/** What the router's fetch() (prefetch and navigation alike) looks like to the proxy. */
const ROUTER_FETCH = { accept: "*/*", "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", "sec-fetch-site": "same-origin", "next-url": "/" };

const h = (init: Record<string, string>) => new Headers(init);

describe("isPageLoad", () => {
  it("a page load is one", () => {
    expect(isPageLoad(h(DOCUMENT))).toBe(true);
  });
  it("the router's fetches, with or without Next's own headers, are not", () => {
    expect(isPageLoad(h(ROUTER_FETCH))).toBe(false);
    expect(isPageLoad(h({ ...ROUTER_FETCH, rsc: "1", "next-router-prefetch": "1" }))).toBe(false);
    expect(isPageLoad(h({ ...DOCUMENT, rsc: "1" }))).toBe(false);
    expect(isPageLoad(h({ ...DOCUMENT, "next-router-segment-prefetch": "/_tree" }))).toBe(false);
  });
  it("a browser's prefetch or prerender of a document is not", () => {
    expect(isPageLoad(h({ ...DOCUMENT, "sec-purpose": "prefetch" }))).toBe(false);
    expect(isPageLoad(h({ ...DOCUMENT, "sec-purpose": "prefetch;prerender" }))).toBe(false);
    expect(isPageLoad(h({ ...DOCUMENT, purpose: "prefetch" }))).toBe(false);
    expect(isPageLoad(h({ ...DOCUMENT, "x-moz": "prefetch" }))).toBe(false);
  });
  it("without Sec-Fetch-* (plain http to a host that is not local) Accept decides", () => {
    expect(isPageLoad(h({ accept: DOCUMENT.accept }))).toBe(true);
    expect(isPageLoad(h({ accept: "*/*" }))).toBe(false);
    expect(isPageLoad(h({}))).toBe(false);
  });
  it("other destinations are not", () => {
    for (const dest of ["empty", "iframe", "script", "image"]) expect(isPageLoad(h({ ...DOCUMENT, "sec-fetch-dest": dest }))).toBe(false);
  });
});
