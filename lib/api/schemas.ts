import { z } from "zod";
import { uidSchema } from "@/lib/catalogue/schema";

/**
 * Request schemas of the catalogue API that lib/catalogue/schema.ts does not already hold. Route
 * handlers validate with them and lib/api/openapi.ts documents them.
 */

const slug = (name: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a string`) })
    .regex(/^[a-z0-9-]{1,80}$/, { message: `${name} must be a lowercase slug` });

export const productOptionsQuery = z.object({
  category_slug: slug("category_slug").describe("Category slug"),
  product_slug: slug("product_slug").describe("Product slug"),
});

export const optionalProductQuery = z.object({
  product_slug: slug("product_slug").optional().describe("Only this product"),
});

export const offerPathParams = z.object({ id: uidSchema.describe("Offer uid: 10 lowercase letters or digits") });

/** Media ids are short opaque tokens (letters, digits, `_`, `-`). */
export const mediaIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, { message: "Malformed media id: expected up to 32 letters, digits, '_' or '-'" });

export const mediaPathParams = z.object({ id: mediaIdSchema.describe("Media id") });

/** The uid of an order, invoice or resource: 24 hex digits (as lib/cart/schema.ts checks its own ids). */
const recordUidSchema = z.string().regex(/^[a-f0-9]{24}$/, { error: "Not an id" });

/** `{uid}` in the path of an order, invoice or resource route. */
export const uidPathParams = z.object({ uid: recordUidSchema });

/** The Idempotency-Key header of operations that create orders or move money (lib/api/request.ts). */
export const idempotencyKeySchema = z.string().min(8).max(255).regex(/^[\x21-\x7e]+$/);

/** GET /api/internal/database/fingerprint (staff): what lib/api/fingerprint.ts answers. */
export const fingerprintResponse = z.object({
  tables: z.record(z.string(), z.object({ rows: z.number().int(), hash: z.string() })).describe("Per table: row count and a hash of its rows' contents (independent of their order)"),
  skipped: z.array(z.string()).describe("Tables and columns left out, as table or table.column"),
});
