import "server-only";
import type { ApiContext } from "@/lib/api/respond";
import { ApiError } from "@/lib/api/errors";
import type { CodeError, Limited } from "./actions";

/**
 * The API answer of an expected sign-in failure: 429 with Retry-After and a translated text for
 * rate limits, 400 for a wrong, expired or exhausted code, 503 when the e-mail could not leave.
 */
export function authFailure(ctx: Pick<ApiContext<unknown>, "t">, result: Limited | CodeError | { ok: false; error: "mail" }): ApiError {
  switch (result.error) {
    case "rate_email":
    case "rate_ip":
    case "rate_verify": {
      const key = result.error === "rate_email" ? "tooManyCodes" : result.error === "rate_ip" ? "tooManyCodesIp" : "tooManyAttempts";
      const minutes = String(Math.max(1, Math.ceil(result.retryAfterS / 60)));
      return new ApiError(429, result.error, ctx.t(key, { minutes }), { "Retry-After": String(result.retryAfterS) });
    }
    case "invalid":
      return new ApiError(400, "code_invalid", ctx.t("codeInvalid"));
    case "expired":
      return new ApiError(400, "code_expired", ctx.t("codeExpired"));
    case "exhausted":
      return new ApiError(400, "code_exhausted", ctx.t("codeExhausted"));
    case "mail":
      return new ApiError(503, "mail_failed", ctx.t("mailFailed"));
  }
}
