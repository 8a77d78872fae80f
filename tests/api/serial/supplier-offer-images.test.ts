/**
 * Offer images over HTTP (docs/supplier-offers.md, "Offer images"): the owner uploads a PNG
 * made here, the six JPEG renditions are public at once (the public offer API, the offer page, whose
 * hero offers the 640, 960 and 1280 px ones in srcset, and GET /api/media/{id} with a year-long
 * Cache-Control and the right size); SVG, HTML named .png,
 * 8 MiB + 1 byte and a too-small image are refused; a viewer gets 403, another organisation's owner
 * 404 exactly like an unknown uid; DELETE puts the generated SVG covers back.
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { Jimp } from "jimp";
import type { Role } from "@/lib/organizations/permissions";
import { assertError, baseUrl, call, type Answer } from "../../support/api-client";
import { asBearer, signIn, withJson, type TestSession } from "../../support/session";

type SupplierOffer = { uid: string; url: string };
type PublicOffer = {
  uid: string;
  supplier: { uid: string; slug: string };
  media: { image1x1: string | null; image4x3: string | null; image16x9: string | null; image16x9_small: string | null; image16x9_medium: string | null; image_social: string | null };
};
type Images = { uid: string; custom: boolean; media: PublicOffer["media"]; response_message: string };

const PRODUCT = "linux-vps";
const SIZES = { image1x1: [600, 600], image4x3: [800, 600], image16x9: [1280, 720], image16x9_small: [640, 360], image16x9_medium: [960, 540], image_social: [1200, 630] } as const;
/** The hero's sizes on the offer page (components/catalogue/offer-hero-image.tsx). */
const HERO_SIZES = "(min-width: 1152px) 544px, (min-width: 768px) calc(50vw - 32px), calc(100vw - 32px)";
/** An attribute of the offer page's hero <img> (React writes srcSet; HTML reads names in any case), or null. */
const heroAttribute = (html: string, image16x9: string, name: "srcset" | "sizes") => {
  const img = html.match(new RegExp(`<img\\b[^>]*\\ssrc="${image16x9}"[^>]*>`))?.[0];
  assert.ok(img, "the hero shows the 16:9 image");
  return img.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1].replace(/&amp;/g, "&") ?? null;
};
const fresh = { headers: { "cache-control": "no-cache" } };

/** Two seeded suppliers of the product: their slugs and organisation uids. */
async function seededSuppliers(): Promise<{ slug: string; uid: string }[]> {
  const answer = await call<{ items: PublicOffer[] }>(`/api/offers?product_slug=${PRODUCT}&size=100`);
  assert.equal(answer.status, 200, answer.text.slice(0, 300));
  const bySlug = new Map(answer.body.items.map((o) => [o.supplier.slug, o.supplier.uid]));
  assert.ok(bySlug.size >= 2, "two suppliers of linux-vps");
  return [...bySlug].slice(0, 2).map(([slug, uid]) => ({ slug, uid }));
}

async function create(session: TestSession): Promise<SupplierOffer> {
  const body = {
    product_slug: PRODUCT,
    name: `Image VPS ${Math.random().toString(36).slice(2, 8)}`,
    price_cents: 1000,
    billing_period: "month",
    country: "DE",
    stock: 20,
    delivery_minutes: 30,
    attributes: { cpu_cores: 4, ram_gb: 8, disk_type: "NVMe", disk_size_gb: 160, bandwidth_gbps: 1 },
  };
  const answer = await call<SupplierOffer>("/api/supplier/offers", asBearer(session, withJson("POST", body)));
  assert.equal(answer.status, 201, `create: ${answer.text.slice(0, 300)}`);
  return answer.body;
}

/** Invites a fresh person with `role` into the owner's workspace and accepts. */
async function join(by: TestSession, role: Role): Promise<TestSession> {
  const invitee = await signIn();
  const invited = await call<{ uid: string }>("/api/organizations/my/members", asBearer(by, withJson("POST", { email: invitee.email, role })));
  assert.equal(invited.status, 201, invited.text.slice(0, 300));
  const accepted = await call(`/api/organizations/invitations/${invited.body.uid}/accept`, asBearer(invitee, { method: "POST" }));
  assert.equal(accepted.status, 200, accepted.text.slice(0, 300));
  return invitee;
}

/** A PNG made here: a gradient with a diagonal. */
async function png(width: number, height: number): Promise<Buffer> {
  const image = new Jimp({ width, height, color: 0xffffffff });
  image.scan(0, 0, width, height, (x, y, idx) => {
    image.bitmap.data[idx] = (x * 255) / width;
    image.bitmap.data[idx + 1] = (y * 255) / height;
    image.bitmap.data[idx + 2] = Math.abs(x - y) < 10 ? 0 : 170;
  });
  return image.getBuffer("image/png");
}

const upload = (session: TestSession, uid: string, body: Uint8Array | string, type = "image/png"): Promise<Answer<Images>> =>
  call<Images>(`/api/supplier/offers/${uid}/images`, asBearer(session, { method: "POST", body: body as BodyInit, headers: { "Content-Type": type } }));

/** GET /api/supplier/offers/{id}/images as the session: a 200 with the offer's uid, whether its image is an upload, and its URLs. */
const imagesOf = async (session: TestSession, uid: string): Promise<Omit<Images, "response_message">> => {
  const answer = await call<Images>(`/api/supplier/offers/${uid}/images`, asBearer(session));
  assert.equal(answer.status, 200, answer.text.slice(0, 300));
  assert.equal(answer.headers.get("cache-control"), "private, no-store");
  assert.equal(answer.body.uid, uid);
  assert.ok(!("response_message" in answer.body), "a read carries no response message");
  return answer.body;
};

const mediaId = (url: string | null) => url?.replace(/^\/api\/media\//, "") ?? "";
const publicOffer = async (uid: string) => {
  const answer = await call<PublicOffer>(`/api/offers/${uid}`, fresh);
  assert.equal(answer.status, 200, answer.text.slice(0, 300));
  return answer.body;
};

describe("offer images", () => {
  let owner: TestSession;
  let other: TestSession;
  let offer: SupplierOffer;
  let covers: PublicOffer["media"];
  let picture: Buffer;

  before(async () => {
    const [mine, theirs] = await seededSuppliers();
    owner = await signIn(`owner@${mine.slug}.example.com`);
    other = await signIn(`owner@${theirs.slug}.example.com`);
    offer = await create(owner);
    covers = (await publicOffer(offer.uid)).media;
    picture = await png(1000, 700);
  });

  it("a new offer shows the product's generated SVG covers: no 640 or 960 px copy, the page's hero without srcset", async () => {
    const { image16x9_small: small, image16x9_medium: medium, ...svg } = covers;
    assert.equal(small, null, "SVG scales: no image16x9_small");
    assert.equal(medium, null, "SVG scales: no image16x9_medium");
    for (const url of Object.values(svg)) {
      assert.ok(url, "every cover is set");
      const res = await fetch(`${baseUrl}${url}`);
      assert.equal(res.headers.get("content-type"), "image/svg+xml");
      await res.arrayBuffer();
    }
    const page = await call(offer.url, fresh);
    assert.equal(page.status, 200);
    assert.equal(heroAttribute(page.text, covers.image16x9!, "srcset"), null, "no srcset for an SVG cover");
    assert.equal(heroAttribute(page.text, covers.image16x9!, "sizes"), null);
    const images = await imagesOf(owner, offer.uid);
    assert.equal(images.custom, false, "the generated covers, no upload");
    assert.deepEqual(images.media, covers, "the supplier reads the same covers as the public API");
  });

  it("the owner uploads a PNG: six JPEG renditions, public at once, cached for a year", async () => {
    const answer = await upload(owner, offer.uid, picture);
    assert.equal(answer.status, 201, answer.text.slice(0, 300));
    assert.equal(answer.body.custom, true);
    assert.ok(answer.body.response_message);
    const ids = Object.values(answer.body.media).map(mediaId);
    assert.equal(new Set(ids).size, 6, "six new media ids");
    assert.ok(!ids.includes(""), "every rendition is set, image16x9_small and image16x9_medium too");
    for (const id of ids) assert.ok(!Object.values(covers).map(mediaId).includes(id), "not a cover");

    assert.deepEqual((await publicOffer(offer.uid)).media, answer.body.media, "the public API shows them at once");
    assert.deepEqual(await imagesOf(owner, offer.uid), { uid: offer.uid, custom: true, media: answer.body.media }, "the supplier reads the upload back");
    const page = await call(offer.url, fresh);
    assert.equal(page.status, 200);
    assert.ok(page.text.includes(answer.body.media.image16x9!), "the offer page shows the 16:9 rendition at once");
    // The hero offers the three widths and says how wide it is laid out.
    const { image16x9_small: small, image16x9_medium: medium, image16x9: large } = answer.body.media;
    assert.equal(heroAttribute(page.text, large!, "srcset"), `${small} 640w, ${medium} 960w, ${large} 1280w`);
    assert.equal(heroAttribute(page.text, answer.body.media.image16x9!, "sizes"), HERO_SIZES);

    for (const [name, [width, height]] of Object.entries(SIZES)) {
      const res = await fetch(`${baseUrl}${answer.body.media[name as keyof typeof SIZES]}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("content-type"), "image/jpeg", name);
      assert.match(res.headers.get("cache-control") ?? "", /max-age=31536000/, name);
      const bytes = Buffer.from(await res.arrayBuffer());
      assert.deepEqual([bytes[0], bytes[1], bytes[2]], [0xff, 0xd8, 0xff], `${name} is a JPEG`);
      const decoded = await Jimp.fromBuffer(bytes);
      assert.deepEqual([decoded.bitmap.width, decoded.bitmap.height], [width, height], name);
    }

    // A second upload replaces the first; the first renditions are deleted.
    const again = await upload(owner, offer.uid, await png(800, 800));
    assert.equal(again.status, 201, again.text.slice(0, 300));
    assert.equal((await publicOffer(offer.uid)).media.image1x1, again.body.media.image1x1);
    assert.equal((await call(answer.body.media.image1x1!, fresh)).status, 404, "the replaced rendition is gone");
    assert.equal((await call(answer.body.media.image16x9_medium!, fresh)).status, 404, "its 960 px copy too");
  });

  it("refuses SVG, HTML named .png, a PNG with HTML appended, 8 MiB + 1 byte and a too-small image", async () => {
    const svg = await upload(owner, offer.uid, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "image/svg+xml");
    assertError(svg, 415, "SVG");
    const html = await upload(owner, offer.uid, "<!doctype html><html><body><script>alert(1)</script></body></html>");
    assertError(html, 415, "HTML named .png");
    assertError(await upload(owner, offer.uid, Buffer.concat([picture, Buffer.from("<html><script>alert(1)</script></html>")])), 415, "polyglot");
    const huge = Buffer.alloc(8 * 1024 * 1024 + 1);
    picture.copy(huge);
    assertError(await upload(owner, offer.uid, huge), 413, "8 MiB + 1 byte");
    const small = await upload(owner, offer.uid, await png(399, 300));
    assertError(small, 422, "too small");
    assert.match(small.text, /399 x 300/);
    const ru = await call(`/api/supplier/offers/${offer.uid}/images`, asBearer(owner, { method: "POST", body: "<svg/>", headers: { "Content-Type": "image/png", "Accept-Language": "ru" } }));
    assertError(ru, 415, "in Russian");
    assert.match(ru.text, /PNG, JPEG или WebP/);
  });

  it("a viewer gets 403; another organisation's owner 404 exactly like an unknown uid", async () => {
    const viewer = await join(owner, "viewer");
    assertError(await upload(viewer, offer.uid, picture), 403, "viewer upload");
    assertError(await call(`/api/supplier/offers/${offer.uid}/images`, asBearer(viewer, { method: "DELETE" })), 403, "viewer delete");
    // A viewer reads the images (offers.read) as the owner does.
    const seen = await imagesOf(viewer, offer.uid);
    assert.deepEqual(seen, await imagesOf(owner, offer.uid), "a viewer reads what the owner reads");
    assert.equal(seen.custom, true);
    const unknown = "f".repeat(10);
    const foreign = await upload(other, offer.uid, picture);
    const missing = await upload(other, unknown, picture);
    assertError(foreign, 404, "another organisation's offer");
    assertError(missing, 404, "unknown offer");
    assert.equal(foreign.text.replace(offer.uid, "{id}"), missing.text.replace(unknown, "{id}"), "the same answer");
    const foreignDelete = await call(`/api/supplier/offers/${offer.uid}/images`, asBearer(other, { method: "DELETE" }));
    const missingDelete = await call(`/api/supplier/offers/${unknown}/images`, asBearer(other, { method: "DELETE" }));
    assertError(foreignDelete, 404);
    assert.equal(foreignDelete.text.replace(offer.uid, "{id}"), missingDelete.text.replace(unknown, "{id}"));
    const foreignRead = await call(`/api/supplier/offers/${offer.uid}/images`, asBearer(other));
    const missingRead = await call(`/api/supplier/offers/${unknown}/images`, asBearer(other));
    assertError(foreignRead, 404, "another organisation reads");
    assert.equal(foreignRead.text.replace(offer.uid, "{id}"), missingRead.text.replace(unknown, "{id}"));
  });

  it("uploads take a slot before their body is read: a third at once from one organisation answers 503 with Retry-After, another organisation's still succeeds", async () => {
    // Two uploads whose bodies stop halfway until released: each holds one of the organisation's two slots.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = (session: TestSession, uid: string) => {
      let step = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          step += 1;
          if (step === 1) return controller.enqueue(picture.subarray(0, 1024));
          await gate;
          if (step === 2) return controller.enqueue(picture.subarray(1024));
          controller.close();
        },
      });
      return call<Images>(`/api/supplier/offers/${uid}/images`, asBearer(session, { method: "POST", body, headers: { "Content-Type": "image/png" }, duplex: "half" } as RequestInit));
    };
    const second = await create(owner);
    const theirs = await create(other);
    const pending: Promise<Answer<Images>>[] = [];
    try {
      // Hold uploads open one by one and try a whole one after each: once the organisation's two
      // slots are held (two in each app process, when the server runs several) it is refused.
      let busy: Answer<Images> | null = null;
      for (let attempt = 0; attempt < 8 && !busy; attempt += 1) {
        pending.push(held(owner, attempt % 2 ? second.uid : offer.uid));
        await new Promise((resolve) => setTimeout(resolve, 500));
        const answer = await call<Images>(`/api/supplier/offers/${second.uid}/images`, asBearer(owner, { method: "POST", body: picture as BodyInit, headers: { "Content-Type": "image/png", "Accept-Language": "ru" } }));
        if (answer.status === 503) busy = answer;
        else assert.equal(answer.status, 201, answer.text.slice(0, 300));
      }
      assert.ok(busy, "an upload of the organisation is refused while two are in progress");
      assertError(busy, 503, "third upload");
      assert.equal(busy.headers.get("retry-after"), "10");
      assert.equal((busy.body as unknown as { detail: { code: string } }).detail.code, "images_busy");
      assert.match(busy.text, /попробуйте ещё раз через 10 с/);
      const elsewhere = await upload(other, theirs.uid, picture);
      assert.equal(elsewhere.status, 201, `another organisation: ${elsewhere.text.slice(0, 300)}`);
    } finally {
      release();
    }
    // Held uploads that got a slot finish; one started after the slots were full was refused.
    for (const answer of await Promise.all(pending)) assert.ok(answer.status === 201 || answer.status === 503, answer.text.slice(0, 300));
    // The slots were given back: the organisation uploads again.
    const again = await upload(owner, second.uid, picture);
    assert.equal(again.status, 201, again.text.slice(0, 300));
  });

  it("DELETE puts the generated SVG covers back and removes the uploaded renditions", async () => {
    const before = (await publicOffer(offer.uid)).media;
    const reset = await call<Images>(`/api/supplier/offers/${offer.uid}/images`, asBearer(owner, { method: "DELETE" }));
    assert.equal(reset.status, 200, reset.text.slice(0, 300));
    assert.equal(reset.body.custom, false);
    assert.deepEqual(reset.body.media, covers);
    assert.deepEqual((await publicOffer(offer.uid)).media, covers, "the public API shows the covers at once");
    assert.deepEqual(await imagesOf(owner, offer.uid), { uid: offer.uid, custom: false, media: covers }, "the supplier reads the covers back");
    assert.equal((await call(before.image16x9!, fresh)).status, 404, "the uploaded rendition is gone");
    assert.equal((await call(before.image16x9_small!, fresh)).status, 404, "its 640 px copy too");
    assert.equal((await call(before.image16x9_medium!, fresh)).status, 404, "its 960 px copy too");
    const svg = await fetch(`${baseUrl}${covers.image16x9}`);
    assert.equal(svg.status, 200, "the shared cover stays");
    await svg.arrayBuffer();
    // Nothing to reset: the same answer again.
    const again = await call<Images>(`/api/supplier/offers/${offer.uid}/images`, asBearer(owner, { method: "DELETE" }));
    assert.deepEqual(again.body.media, covers);
  });
});
