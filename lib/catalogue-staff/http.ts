import "server-only";
import { z } from "zod";
import { ApiError, notFound, unprocessable, type IssueDetail } from "@/lib/api/errors";
import type { BodyIssues } from "@/lib/api/request";
import type { ApiContext } from "@/lib/api/respond";
import { catalogueText, translateCatalogueIssues, translateCatalogueMessage, type CatalogueTextKey } from "./texts";

type Ctx = Pick<ApiContext<unknown>, "request" | "locale" | "bodyLimit" | "t">;

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

/** A catalogue body's problems (parseJsonBody): one `{loc, msg, type}` per problem, unknown fields each at their own path. */
export const catalogueBodyIssues: BodyIssues = (error, locale) => issuesOf(error, "body", locale);

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
