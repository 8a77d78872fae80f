import "server-only";
import { z } from "zod";
import { ApiError, notFound, unprocessable, type IssueDetail } from "@/lib/api/errors";
import { parseBody, parseQuery, type ApiContext } from "@/lib/api/respond";
import { requireCaller, type Caller } from "@/lib/auth/caller";
import { requireStaff } from "@/lib/organizations/access";
import { catalogueText, translateCatalogueIssues, translateCatalogueMessage, type CatalogueTextKey } from "./texts";

type Ctx = Pick<ApiContext<unknown>, "request" | "locale" | "bodyLimit" | "t">;
const jsonObject = z.looseObject({});

/**
 * The staff gate of every /api/staff/catalogue route, as the review queue's: 401 signed out, 403
 * for a signed-in user without the staff flag (users.is_staff).
 */
export async function requireCatalogueStaff(ctx: Ctx): Promise<Caller> {
  const caller = await requireCaller(ctx);
  requireStaff(caller, ctx.locale);
  return caller;
}

/** Zod issues under `root`, unknown keys one issue each at their own path, in the answer language. */
function issuesOf(error: z.ZodError, root: "body" | "query", locale: ApiContext<unknown>["locale"]): IssueDetail[] {
  const issues: IssueDetail[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map((p) => (typeof p === "number" ? p : String(p)));
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) issues.push({ loc: [root, ...path, key], msg: translateCatalogueMessage(locale, "Unknown field"), type: "extra_forbidden" });
    } else {
      issues.push({ loc: [root, ...path], msg: issue.message, type: issue.code });
    }
  }
  return translateCatalogueIssues(issues, locale);
}

/** A JSON body checked with `schema`; 422 with one `{loc, msg, type}` per problem otherwise. */
export async function parseCatalogueBody<S extends z.ZodType>(ctx: Ctx, schema: S): Promise<z.output<S>> {
  const body = await parseBody(ctx, jsonObject);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unprocessable(issuesOf(parsed.error, "body", ctx.locale));
  return parsed.data;
}

/**
 * The staff gate of a route that reads a query, in the review queue's order: 401 signed out, then
 * the query checked with `schema` (unknown parameters answer 422, as on every route), then 403
 * without the staff flag.
 */
export async function staffQuery<S extends z.ZodObject>(ctx: Ctx, schema: S): Promise<z.output<S>> {
  const caller = await requireCaller(ctx);
  const query = parseQuery(ctx, schema);
  requireStaff(caller, ctx.locale);
  return query;
}

/** A numeric id from the path, or the same 404 as an unknown id. */
export function numericId(ctx: Ctx, raw: unknown, key: CatalogueTextKey): number {
  const text = typeof raw === "string" ? raw : "";
  if (!/^[1-9][0-9]{0,8}$/.test(text)) throw notFound(catalogueText(ctx.locale, key, { id: text.slice(0, 40) }));
  return Number(text);
}

/** A conflict on a unique field, answered as a 422 at that field (the form shows it there). */
export function taken(ctx: Pick<ApiContext<unknown>, "locale">, loc: (string | number)[], key: CatalogueTextKey, params: Record<string, string>): ApiError {
  return unprocessable([{ loc: ["body", ...loc], msg: catalogueText(ctx.locale, key, params), type: "unique" }]);
}
