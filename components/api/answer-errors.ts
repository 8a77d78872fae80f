import { errorTextFromBody } from "@/lib/api/error-text";

/**
 * The one reader of an error answer's body (spec sections 6 and 8), used by the toasts and by every
 * island that shows a failure itself. `detail` is a string, an object with `msg`, or (a 422) a list of
 * issues `{ loc, msg }` whose loc starts with body, query or path. Where a list stands for one line,
 * its LAST entry is shown, as the spec's toast rule says; forms put each issue beside its field.
 */

/**
 * The one error of a failed call (thrown by getJson and sendJson of ./query): the HTTP status (0: no
 * answer) and the answer's body, which the functions below read.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly path: string,
  ) {
    super(`${path} answered ${status}`);
    this.name = "ApiFailure";
  }
}

export type AnswerIssue = { path: string; msg: string };

/** The issues of a 422 body: the path below its first segment (`body`, `query`) dot-joined, and the message. */
export function answerIssues(body: unknown): AnswerIssue[] {
  const detail = (body as { detail?: unknown } | null | undefined)?.detail;
  if (!Array.isArray(detail)) return [];
  return (detail as { loc?: unknown; msg?: unknown }[])
    .filter((i) => typeof i?.msg === "string")
    .map((i) => ({ path: Array.isArray(i.loc) ? i.loc.slice(1).map(String).join(".") : "", msg: i.msg as string }));
}

/** Path → its message, the last one when a field has several (a form's field errors). */
export function issueMessages(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, msg } of answerIssues(body)) out[path] = msg;
  return out;
}

/**
 * The one-line text of an error body: a string detail as is, an object's `msg`, a list's last
 * entry; the caller's translated fallback when there is none (or no answer at all).
 */
export function answerText(body: unknown, fallback: string): string {
  return errorTextFromBody(body, fallback);
}

/** The one-line message of an error body, or undefined when it carries none. */
export function answerMessage(body: unknown): string | undefined {
  return errorTextFromBody(body, "") || undefined;
}

/**
 * The text of a failed query or mutation: an ApiFailure's answer message (else the fallback); any
 * other Error's own message (a check made in the browser before the call).
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiFailure) return answerText(error.body, fallback);
  return error instanceof Error && error.message ? error.message : fallback;
}
