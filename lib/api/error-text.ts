/**
 * The text of the negative toast for a failed request (spec section 8): `detail` as a string is shown
 * as is, a list shows its last entry (itself a string or an object with `msg`), an object shows its
 * `msg`. Without a response (network failure) or without a usable detail the caller's translated
 * generic text is shown.
 */
export function errorTextFromBody(body: unknown, fallback: string): string {
  if (!body || typeof body !== "object" || !("detail" in body)) return fallback;
  return textOfDetail((body as { detail: unknown }).detail) ?? fallback;
}

function textOfDetail(detail: unknown): string | null {
  if (typeof detail === "string") return detail.trim() || null;
  if (Array.isArray(detail)) return detail.length ? textOfDetail(detail[detail.length - 1]) : null;
  if (detail && typeof detail === "object" && "msg" in detail) {
    const msg = (detail as { msg: unknown }).msg;
    return typeof msg === "string" && msg.trim() ? msg : null;
  }
  return null;
}

/** The positive toast text of a successful answer, when it carries one. */
export function successTextFromBody(body: unknown): string | null {
  if (!body || typeof body !== "object" || !("response_message" in body)) return null;
  const msg = (body as { response_message: unknown }).response_message;
  return typeof msg === "string" && msg.trim() ? msg : null;
}
