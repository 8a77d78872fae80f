import "server-only";
import { z } from "zod";
import type { Locale } from "@/lib/i18n/routing";
import { cartText } from "@/lib/cart/texts";
import { ApiError, issuesFromZod, unprocessable, type IssueDetail } from "./errors";
import { parseBody } from "./input";
import type { ApiContext } from "./respond";
import { idempotencyKeySchema } from "./schemas";

/**
 * What route handlers of every domain share to read a request and answer its failures: path
 * parameters, the Idempotency-Key header, a JSON body with the domain's 422 texts, and the answers
 * of lib failure values.
 */

type BodyContext = Pick<ApiContext<unknown>, "request" | "locale" | "bodyLimit">;

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

/**
 * The answer's issues for a body that failed its schema: a domain's texts in the answer language,
 * with the body at hand for texts that depend on another field (a country, a phone region).
 */
export type BodyIssues = (error: z.ZodError, locale: Locale, body: Record<string, unknown>) => IssueDetail[];

const jsonObject = z.looseObject({});

/**
 * A JSON object body (parseBody: size, content type, JSON) checked with `schema`; its problems
 * answer 422 as `issues` words them (zod's own texts at their body paths by default).
 */
export async function parseJsonBody<S extends z.ZodType>(ctx: BodyContext, schema: S, issues: BodyIssues = (error) => issuesFromZod(error, "body")): Promise<z.output<S>> {
  const body = await parseBody(ctx, jsonObject);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unprocessable(issues(parsed.error, ctx.locale, body));
  return parsed.data;
}
