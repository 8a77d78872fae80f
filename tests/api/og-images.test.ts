import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { baseUrl, call } from "../support/api-client";

/**
 * Open Graph images (components/seo/og-image.tsx): offers and product listings link a PNG
 * of 1200 x 630 in each language from og:image and twitter:image; unknown offers and products 404.
 */

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "a PNG signature");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function png(path: string): Promise<Uint8Array> {
  const res = await fetch(`${baseUrl}${path}`);
  assert.equal(res.status, 200, `${path} answered ${res.status}`);
  assert.equal(res.headers.get("content-type"), "image/png");
  assert.match(res.headers.get("cache-control") ?? "", /public, max-age=\d+/);
  return new Uint8Array(await res.arrayBuffer());
}

const metaContent = (page: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]+)"`).exec(page)?.[1];

describe("Open Graph images", () => {
  it("an offer page links its own PNG, 1200 x 630, in English and Russian", async () => {
    const offer = (await call<{ items: { uid: string }[] }>("/api/offers?size=1")).body.items[0];
    const { url } = (await call<{ url: string }>(`/api/offers/${offer.uid}`)).body;
    for (const [prefix, locale] of [["", "en"], ["/ru", "ru"]] as const) {
      const page = (await call<string>(`${prefix}${url}`)).text;
      const image = metaContent(page, "og:image");
      assert.ok(image?.endsWith(`/og/${locale}/offers/${offer.uid}.png`), `${locale} og:image: ${image}`);
      assert.equal(metaContent(page, "og:image:width"), "1200");
      assert.equal(metaContent(page, "twitter:image"), image);
      const bytes = await png(new URL(image!).pathname);
      assert.deepEqual(pngSize(bytes), { width: 1200, height: 630 });
    }
  });

  it("a product listing links its PNG; unknown offers and products answer 404", async () => {
    const page = (await call<string>("/vpn/business-vpn")).text;
    const image = metaContent(page, "og:image");
    assert.ok(image?.endsWith("/og/en/products/vpn/business-vpn.png"), `og:image: ${image}`);
    assert.deepEqual(pngSize(await png("/og/ru/products/vpn/business-vpn.png")), { width: 1200, height: 630 });
    for (const path of ["/og/en/offers/zzzzzzzzzz.png", "/og/en/offers/..%2Fetc.png", "/og/de/offers/abc.png", "/og/en/products/vpn/no-such-product.png", "/og/en/products/vpn/business-vpn.svg"]) {
      const res = await call(path);
      assert.equal(res.status, 404, `${path} answered ${res.status}`);
    }
  });
});
