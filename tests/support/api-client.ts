/** Small HTTP helpers for the API tests (node:test + fetch). API_BASE_URL is set by tests/run-api.ts. */
import assert from "node:assert/strict";
import type { z } from "zod";

export const baseUrl = (process.env.API_BASE_URL ?? "").replace(/\/$/, "");
if (!baseUrl) throw new Error("API_BASE_URL is not set: run the API tests through `npx tsx tests/run-api.ts`");

export const hiddenOfferUid = process.env.API_HIDDEN_OFFER_UID || null;

export type Answer<T = unknown> = { status: number; headers: Headers; body: T; text: string };

/** GET (or another method) on the API; the body is parsed as JSON when the answer says it is JSON. */
export async function call<T = unknown>(pathAndQuery: string, init: RequestInit = {}): Promise<Answer<T>> {
  const res = await fetch(`${baseUrl}${pathAndQuery}`, { redirect: "manual", ...init });
  const text = await res.text();
  const isJson = (res.headers.get("content-type") ?? "").includes("json");
  let body: unknown = text;
  if (isJson && text) body = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: body as T, text };
}

/** A 200 JSON answer, checked against its zod response schema (the same one the OpenAPI document shows). */
export async function getOk<S extends z.ZodType>(pathAndQuery: string, schema: S, init: RequestInit = {}): Promise<z.output<S>> {
  const answer = await call(pathAndQuery, init);
  assert.equal(answer.status, 200, `${pathAndQuery} answered ${answer.status}: ${answer.text.slice(0, 500)}`);
  assert.match(answer.headers.get("content-type") ?? "", /application\/json/);
  const parsed = schema.safeParse(answer.body);
  assert.ok(parsed.success, `${pathAndQuery}: answer does not match its schema: ${parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 5))}`);
  return parsed.data;
}

type Issue = { loc: (string | number)[]; msg: string; type: string };

/** The answer is `status` with `{"detail": ...}` and no stack trace. */
export function assertError(answer: Answer, status: number, label = ""): void {
  assert.equal(answer.status, status, `${label} expected ${status}, got ${answer.status}: ${answer.text.slice(0, 300)}`);
  assert.match(answer.headers.get("content-type") ?? "", /application\/json/, `${label} error answers are JSON`);
  const body = answer.body as { detail?: unknown };
  assert.ok(body && typeof body === "object" && "detail" in body, `${label} error answer has detail`);
  const detail = body.detail;
  const okShape =
    (typeof detail === "string" && detail.length > 0) ||
    (Array.isArray(detail) && detail.length > 0) ||
    (detail !== null && typeof detail === "object" && typeof (detail as { msg?: unknown }).msg === "string");
  assert.ok(okShape, `${label} detail is a string, a list or an object with msg: ${answer.text}`);
  assert.doesNotMatch(answer.text, /\n\s+at |node_modules|\.ts:\d+/, `${label} no stack trace in the answer`);
}

/** A 422 whose detail lists `{loc, msg, type}` entries; returns them. */
export function assertIssues(answer: Answer, label = ""): Issue[] {
  assertError(answer, 422, label);
  const detail = (answer.body as { detail: unknown }).detail;
  assert.ok(Array.isArray(detail), `${label} 422 detail is a list`);
  for (const issue of detail as Issue[]) {
    assert.ok(Array.isArray(issue.loc) && issue.loc.length > 0, `${label} issue has loc: ${JSON.stringify(issue)}`);
    assert.equal(typeof issue.msg, "string");
    assert.ok(issue.msg.length > 0);
    assert.equal(typeof issue.type, "string");
  }
  return detail as Issue[];
}

/** Issues about the parameter `field` (loc is [where, field, ...index]). */
export const issuesFor = (issues: Issue[], field: string) => issues.filter((i) => i.loc[1] === field);
