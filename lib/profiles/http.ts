import "server-only";
import { z } from "zod";
import { ApiError, issuesFromZod, notFound, parseOrThrow, unprocessable } from "@/lib/api/errors";
import { parseBody, type ApiContext } from "@/lib/api/respond";
import type { ProfileInvalid, ProfileLimitReached, ProfileNotFound } from "./actions";
import { profileText, translateProfileIssues } from "./messages";
import { profilePathParams } from "./schema";

/**
 * What the profile route handlers share: the body parsed with a profile schema (422 texts in the
 * answer language), the path uid, and the answers of the actions' expected failures.
 */

type Ctx = Pick<ApiContext<unknown>, "request" | "locale" | "bodyLimit">;

const jsonObject = z.looseObject({});

/** The JSON body checked with `schema`; field errors answer 422 in the Accept-Language language. */
export async function parseProfileBody<S extends z.ZodType>(ctx: Ctx, schema: S): Promise<z.output<S>> {
  const body = await parseBody(ctx, jsonObject);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unprocessable(translateProfileIssues(issuesFromZod(parsed.error, "body"), ctx.locale, body.country));
  return parsed.data;
}

/** The `{uid}` of /api/users/profile/profiles/{uid}. */
export function profileUidOf(params: unknown): string {
  return parseOrThrow(profilePathParams, params, "path").uid;
}

/** The answer to an expected failure of lib/profiles/actions.ts. */
export function profileFailure(ctx: Pick<ApiContext<unknown>, "locale">, uid: string, failure: ProfileNotFound | ProfileLimitReached | ProfileInvalid): ApiError {
  switch (failure.error) {
    case "not_found":
      return notFound(profileText(ctx.locale, "notFound", { uid }));
    case "limit_reached":
      return new ApiError(409, "profile_limit_reached", {
        msg: profileText(ctx.locale, "limitReached", { max: String(failure.max) }),
        code: "profile_limit_reached",
      });
    case "invalid":
      return unprocessable(
        translateProfileIssues(
          failure.issues.map((issue) => ({ loc: ["body", ...issue.path.map((p) => (typeof p === "number" ? p : String(p)))], msg: issue.message, type: issue.code })),
          ctx.locale,
          failure.country,
        ),
      );
  }
}
