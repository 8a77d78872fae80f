import "server-only";
import { ApiError, issuesFromZod } from "@/lib/api/errors";
import type { ApiContext } from "@/lib/api/respond";
import type { z } from "zod";
import { cartText } from "./texts";
import { idempotencyKeySchema } from "./schema";

/** A lib failure value as the API's error answer. */
export function failure(f: { status: number; code: string; message: string; errors?: { field: string; msg: string }[]; extra?: Record<string, unknown> }): ApiError {
  if (f.errors?.length) return new ApiError(f.status, f.code, f.errors.map((e) => ({ loc: ["body", "values", e.field], msg: e.msg, type: "value_error" })));
  return new ApiError(f.status, f.code, { msg: f.message, code: f.code, ...(f.extra ?? {}) });
}

/** Path parameters checked by their schema (422 otherwise). */
export function pathParams<S extends z.ZodObject>(params: unknown, schema: S): z.output<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new ApiError(422, "validation_error", issuesFromZod(parsed.error, "path"));
  return parsed.data;
}

/** A not-found answer shaped exactly like an unknown id's, whoever owns the id. */
export const notFoundAnswer = (ctx: Pick<ApiContext<unknown>, "locale">, key: "itemNotFound" | "orderNotFound" | "invoiceNotFound" | "resourceNotFound" | "sessionNotFound", id: string) =>
  new ApiError(404, "not_found", cartText(ctx.locale, key, { id }));

/** The Idempotency-Key header, required on operations that create orders or move money. */
export function idempotencyKey(ctx: Pick<ApiContext<unknown>, "request" | "locale">): string {
  const parsed = idempotencyKeySchema.safeParse(ctx.request.headers.get("idempotency-key") ?? "");
  if (!parsed.success) throw new ApiError(422, "idempotency_key_required", [{ loc: ["header", "Idempotency-Key"], msg: cartText(ctx.locale, "idempotencyKeyRequired"), type: "missing" }]);
  return parsed.data;
}
