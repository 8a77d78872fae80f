/**
 * Reading an error answer's body (spec section 6): a 422 carries `detail` as a list of issues
 * `{ loc, msg }` (loc starting with body, query or path), other errors `detail: { msg }`. The forms
 * put each issue beside its field and anything else in one line.
 */

export type AnswerIssue = { path: string; msg: string };

/** The issues of a 422 body: the path below its first segment (`body`, `query`) dot-joined, and the message. */
export function answerIssues(body: unknown): AnswerIssue[] {
  const detail = (body as { detail?: unknown } | null | undefined)?.detail;
  if (!Array.isArray(detail)) return [];
  return (detail as { loc?: unknown; msg?: unknown }[])
    .filter((i) => typeof i?.msg === "string")
    .map((i) => ({ path: Array.isArray(i.loc) ? i.loc.slice(1).map(String).join(".") : "", msg: i.msg as string }));
}

/** Path → the first message for it (a form's field errors). */
export function issueMessages(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, msg } of answerIssues(body)) out[path] ??= msg;
  return out;
}

/** The one-line message of an error body: `detail.msg`, or the first issue's message. */
export function answerMessage(body: unknown): string | undefined {
  const detail = (body as { detail?: unknown } | null | undefined)?.detail;
  if (Array.isArray(detail)) return answerIssues(body)[0]?.msg;
  const msg = (detail as { msg?: unknown } | null | undefined)?.msg;
  return typeof msg === "string" ? msg : undefined;
}
