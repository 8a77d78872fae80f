import { z } from "zod";
import type { RouteDoc } from "@/lib/api/route-doc";
import { ipBlockCreateSchema, ipBlockDecisionSchema, ipBlockPathParams, staffIpBlockPathParams, staffIpBlockQuery, offerCsvQuery, offerExportQuery, supplierOfferBulkSchema, supplierOfferCreateSchema, supplierOfferListQuery, supplierOfferPathParams, supplierOfferUpdateSchema } from "./schema";
import {
  bulkResponse,
  doneResponse,
  importPlanDto,
  importResultResponse,
  ipBlockAddedResponse,
  ipBlockListResponse,
  offerImagesAnswer,
  staffIpBlockDecidedResponse,
  staffIpBlockPageResponse,
  supplierOfferAnswer,
  supplierOfferDeletedResponse,
  supplierOfferPageResponse,
} from "./api-views";

// Each answer's schema by its component name (one schema per name: the document registers components by identity).
const answers = {
  OfferImages: offerImagesAnswer,
  OfferImportPlan: importPlanDto,
  OfferImportResult: importResultResponse,
  OfferIpBlock: ipBlockAddedResponse,
  OfferIpBlockRemoved: doneResponse,
  OfferIpBlocks: ipBlockListResponse,
  StaffIpBlock: staffIpBlockDecidedResponse,
  StaffIpBlocks: staffIpBlockPageResponse,
  SupplierOffer: supplierOfferAnswer,
  SupplierOfferBulk: bulkResponse,
  SupplierOfferDeleted: supplierOfferDeletedResponse,
  SupplierOfferPage: supplierOfferPageResponse,
} satisfies Record<string, z.ZodType>;
/** A JSON answer: its component name in the OpenAPI document and its schema (./api-views.ts), and what it is. */
const r = (name: keyof typeof answers, description: string) => ({ name, schema: answers[name], description });
const own =
  "Acts on the caller's organisation's offers (an approved, unblocked business account: 404 without one, 403 not_supplier otherwise). Another organisation's offer ids answer 404 exactly like unknown ids.";
const write = `${own} Needs offers.write (owner, admin, manager; a viewer gets 403). Every change is public at once (cache tags expired).`;
const read = `${own} Needs offers.read (every role).`;
const staffOnly = "Marketplace staff only (users granted with `npm run admin -- grant EMAIL`): others get 403.";

type Doc = Omit<RouteDoc, "tag"> & { tag?: RouteDoc["tag"] };
const doc = (d: Doc): RouteDoc => ({ tag: "offers", ...d }) as RouteDoc;

/** The supplier offers API. */
export const supplierOfferRoutes: RouteDoc[] = [
  doc({ path: "/api/supplier/offers", method: "get", operationId: "listSupplierOffers", summary: "The organisation's offers", description: `${read} Archived offers (deleted while ordered) only with status=archived.`, query: supplierOfferListQuery, response: r("SupplierOfferPage", "items, total, page, size, pages"), errors: [401, 403, 404, 422] }),
  doc({ path: "/api/supplier/offers", method: "post", operationId: "createSupplierOffer", summary: "Create an offer", description: `${write} Attributes follow the category's attribute schema: unknown keys refused, numeric and word facets required, multi facets optional.`, body: supplierOfferCreateSchema, status: 201, response: r("SupplierOffer", "The offer, with response_message"), errors: [401, 403, 404, 422] }),
  doc({ path: "/api/supplier/offers/{id}", method: "get", operationId: "getSupplierOffer", summary: "One offer", description: read, params: supplierOfferPathParams, response: r("SupplierOffer", "The offer"), errors: [401, 403, 404, 422] }),
  doc({ path: "/api/supplier/offers/{id}", method: "patch", operationId: "updateSupplierOffer", summary: "Change an offer", description: `${write} Only the fields given change; attributes replace the whole set. Archived and suspended offers answer 409.`, params: supplierOfferPathParams, body: supplierOfferUpdateSchema, response: r("SupplierOffer", "The offer, with response_message"), errors: [401, 403, 404, 409, 422] }),
  doc({ path: "/api/supplier/offers/{id}", method: "delete", operationId: "deleteSupplierOffer", summary: "Delete an offer (archived when it has orders)", description: `${write} An offer with order lines is archived instead: orders keep their lines. Answers { uid, result: deleted | archived }.`, params: supplierOfferPathParams, response: r("SupplierOfferDeleted", "What happened, with response_message"), errors: [401, 403, 404, 409, 422] }),
  doc({ path: "/api/supplier/offers/bulk", method: "post", operationId: "bulkSupplierOffers", summary: "Publish, hide, delete or update offers in bulk", description: `${write} One transaction: an unknown or foreign uid answers 404 and nothing changes. update takes price { mode: percent (−90…1000, rounded to whole cents, at least 1) | absolute (cents) } and/or stock.`, body: supplierOfferBulkSchema as unknown as z.ZodObject, response: r("SupplierOfferBulk", "action, uids, deleted, archived, items, response_message"), errors: [401, 403, 404, 409, 422] }),
  doc({ path: "/api/supplier/offers/export", method: "get", operationId: "exportSupplierOffers", summary: "The product's offers as CSV", description: `${read} Columns uid,name,price_cents,billing_period,country,data_center,stock,delivery_minutes,status,attributes (JSON); cells starting with =, +, -, @ get a leading ' (removed again on import). docs/supplier-offers.md.`, query: offerExportQuery, response: { mediaType: "text/csv", description: "The CSV file" }, errors: [401, 403, 404, 422] }),
  doc({ path: "/api/supplier/offers/import/preview", method: "post", operationId: "previewSupplierOfferImport", summary: "Preview a CSV import", description: `${write} The raw CSV is the request body (at most 20 MB, 20,000 rows). Answers rows, create, change, remove, unchanged counts, each row's errors { row, column, message } and what each row does; writes nothing.`, query: offerCsvQuery, response: r("OfferImportPlan", "The plan"), errors: [401, 403, 404, 413, 422] }),
  doc({ path: "/api/supplier/offers/import/commit", method: "post", operationId: "commitSupplierOfferImport", summary: "Import a CSV: replace the product's offers", description: `${write} The same checks as the preview, then ONE transaction: rows without uid created, rows with a uid changed, current offers absent from the file deleted (archived when ordered). Any row error answers 422 { msg, code: import_invalid, errors } and nothing changes.`, query: offerCsvQuery, response: r("OfferImportResult", "created, changed, unchanged, deleted, archived, response_message"), errors: [401, 403, 404, 413, 422] }),
  doc({ path: "/api/supplier/offers/{id}/ip-blocks", method: "get", operationId: "listOfferIpBlocks", summary: "The IP blocks of an offer", description: `${read} Answers items [{ uid, cidr, family, prefix, addresses, status (pending, verified or rejected), created_at }] and max (64).`, params: supplierOfferPathParams, response: r("OfferIpBlocks", "items, max"), errors: [401, 403, 404, 422] }),
  doc({ path: "/api/supplier/offers/{id}/ip-blocks", method: "post", operationId: "addOfferIpBlock", summary: "Attach an IP block to a computing offer", description: `${write} CIDR notation with no bits after the prefix (IPv4 /16–/32, IPv6 /32–/128), wholly in public unicast space, at most 64 per offer. The block is pending until staff verify it: it reserves nothing and is used nowhere meanwhile. An overlap with the caller's own blocks answers 422 naming it; an overlap with another organisation's block is not revealed (the same 201 as a free range: staff see it on review). At most 30 new blocks per organisation an hour (then 429 with Retry-After). Only computing offers (422 not_computing).`, params: supplierOfferPathParams, body: ipBlockCreateSchema, status: 201, response: r("OfferIpBlock", "The block (status pending), with response_message"), errors: [401, 403, 404, 422, 429] }),
  doc({ path: "/api/supplier/offers/{id}/images", method: "get", operationId: "getOfferImages", summary: "The offer's images", description: `${read} Answers uid, custom (true for an uploaded image, false for the product's generated SVG covers) and media { image1x1, image4x3, image16x9, image16x9_small, image16x9_medium, image_social } (URLs /api/media/{id}; image16x9_small and image16x9_medium are null for the SVG covers, and for an image uploaded before they existed until its backfill job has run).`, params: supplierOfferPathParams, response: r("OfferImages", "uid, custom, media (six URLs)"), errors: [401, 403, 404, 422] }),
  doc({
    path: "/api/supplier/offers/{id}/images",
    method: "post",
    operationId: "uploadOfferImages",
    summary: "Upload the offer's image",
    description:
      `${write} The request body is the image's raw bytes (any Content-Type, it is ignored): judged by the bytes only, a PNG, JPEG or still WebP of 400 x 300 to 16 megapixels (read from its header before decoding). ` +
      "415 for anything else (SVG, GIF, animated WebP, HTML, PDF...) and for polyglots (markup in the first or last KB, data after the image's end); 422 for an empty file, too small or too many pixels; 413 past 8 MiB (by Content-Length, or while reading); 409 for archived or suspended offers; 503 image_processing_unavailable (Retry-After: 60) when the image could not be processed within 30 s; 503 images_busy (Retry-After: 10), before the body is read, when the organisation already has 2 uploads in progress or the server 8. " +
      "The server cover-crops it to image1x1 600x600, image4x3 800x600, image16x9 1280x720, image16x9_small 640x360 and image16x9_medium 960x540 (the offer page's srcset) and image_social 1200x630, re-encoded as JPEG (metadata dropped), served by GET /api/media/{id} with a year-long Cache-Control. Answers uid, custom: true, media { image1x1, image4x3, image16x9, image16x9_small, image16x9_medium, image_social } (URLs) and response_message.",
    params: supplierOfferPathParams,
    status: 201,
    response: r("OfferImages", "uid, custom, media (six URLs), response_message"),
    errors: [400, 401, 403, 404, 409, 413, 415, 422],
  }),
  doc({ path: "/api/supplier/offers/{id}/images", method: "delete", operationId: "resetOfferImages", summary: "Go back to the generated cover", description: `${write} The offer shows the product's generated SVG covers again; its uploaded renditions are deleted. Archived and suspended offers answer 409.`, params: supplierOfferPathParams, response: r("OfferImages", "uid, custom: false, media (six URLs; image16x9_small and image16x9_medium null), response_message"), errors: [401, 403, 404, 409, 422] }),
  doc({ tag: "staff", path: "/api/staff/ip-blocks", method: "get", operationId: "staffListIpBlocks", summary: "IP blocks to review", description: `${staffOnly} Newest first, pending by default; each with its offer, organisation and the other organisations' blocks it overlaps (overlaps).`, query: staffIpBlockQuery, response: r("StaffIpBlocks", "items, total, page, size, pages"), errors: [401, 403, 422] }),
  doc({ tag: "staff", path: "/api/staff/ip-blocks/{id}/decision", method: "post", operationId: "staffDecideIpBlock", summary: "Verify or reject an IP block", description: `${staffOnly} verify (pending only) makes the block reserve its range; 409 ip_block_overlap (naming the block) when it overlaps a verified one. reject refuses a pending block or revokes a verified one.`, params: staffIpBlockPathParams, body: ipBlockDecisionSchema, response: r("StaffIpBlock", "The block as staff see it, with response_message"), errors: [401, 403, 404, 409, 422] }),
  doc({ path: "/api/supplier/offers/{id}/ip-blocks/{block}", method: "delete", operationId: "removeOfferIpBlock", summary: "Detach an IP block", description: write, params: ipBlockPathParams, response: r("OfferIpBlockRemoved", "response_message"), errors: [401, 403, 404, 422] }),
];
