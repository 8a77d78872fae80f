import { privateJson, route } from "@/lib/api/respond";
import { MAX_IMAGE_BYTES } from "@/lib/supplier-offers/image-renditions";
import { getOfferImages, offerImageText, resetOfferImages, uploadOfferImages } from "@/lib/supplier-offers/images";
import { offerIdOf } from "@/lib/supplier-offers/http";

/** The offer's four image URLs and whether they are its own upload (custom) or the generated covers. */
export const GET = route("getOfferImages", async (ctx) => {
  const { caller } = ctx;
  return privateJson(ctx, await getOfferImages(caller, ctx.locale, offerIdOf(ctx.params)));
});

/**
 * Uploads the offer's image: the request body is the raw PNG, JPEG or still WebP. The declared Content-Type is
 * ignored: the bytes alone decide (lib/files/sniff.ts). route()'s JSON-body checks are off
 * (`body: false`); uploadOfferImages counts the bytes itself (8 MiB), on a body capped at the same limit.
 * A refusal before the body was read leaves it to route(), which reads it away.
 */
export const POST = route(
  "uploadOfferImages",
  async (ctx) => {
    const { caller } = ctx;
    const images = await uploadOfferImages(caller, ctx.locale, offerIdOf(ctx.params), { body: ctx.body.stream(), contentLength: ctx.request.headers.get("content-length") });
    return privateJson(ctx, { ...images, response_message: offerImageText(ctx.locale, "uploaded") }, { status: 201 });
  },
  { body: false, bodyLimit: MAX_IMAGE_BYTES },
);

/** Puts the product's generated covers back; the offer's uploaded renditions are deleted. */
export const DELETE = route("resetOfferImages", async (ctx) => {
  const { caller } = ctx;
  const images = await resetOfferImages(caller, ctx.locale, offerIdOf(ctx.params));
  return privateJson(ctx, { ...images, response_message: offerImageText(ctx.locale, "reset") });
});

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, allowedMethods as OPTIONS } from "@/lib/api/respond";
