import "server-only";
import { ApiError, issuesFromZod, notFound, parseOrThrow, unprocessable } from "@/lib/api/errors";
import type { BodyIssues } from "@/lib/api/request";
import type { ApiContext } from "@/lib/api/respond";
import type { ProfileInvalid, ProfileLimitReached, ProfileNotFound } from "./actions";
import { profileText, translateProfileIssues } from "./messages";
import { profilePathParams } from "./schema";

/**
 * What the profile route handlers share: the 422 texts of a profile body (parseJsonBody) in the
 * answer language), the path uid, and the answers of the actions' expected failures.
 */

/** A profile body's problems (parseJsonBody), in the answer language; VAT texts name the body's country. */
export const profileBodyIssues: BodyIssues = (error, locale, body) => translateProfileIssues(issuesFromZod(error, "body"), locale, body.country);

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
