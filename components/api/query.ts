import { ApiFailure } from "./answer-errors";
import { apiRequest, type ApiMethod } from "./client";

/**
 * The reads and writes of TanStack Query islands, on top of the one call helper (`apiRequest`): a
 * failure is thrown as the one `ApiFailure` (./answer-errors), carrying the status and the answer's
 * body, so an island tells a 404 (its not-found state) or a 403 from any other failure and reads the
 * answer's message with the one reader (`answerMessage`, `failureText`).
 */
export { ApiFailure };

/** A silent GET (the island shows its own loading and error states, not a toast); throws ApiFailure. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const result = await apiRequest<T>(path, { signal, silent: true });
  if (!result.ok) throw new ApiFailure(result.status, result.body, path);
  return result.data;
}

/**
 * A write with a JSON body (or none); throws ApiFailure. The helper's toasts are shown unless
 * `silent` (the island then shows the failure itself).
 */
export async function sendJson<T>(path: string, { method = "POST", body, silent = false, signal }: { method?: Exclude<ApiMethod, "GET">; body?: unknown; silent?: boolean; signal?: AbortSignal } = {}): Promise<T> {
  const result = await apiRequest<T>(path, { method, body, silent, signal });
  if (!result.ok) throw new ApiFailure(result.status, result.body, path);
  return result.data;
}

/** Whether a query or mutation failed with this HTTP status. */
export const failedWith = (error: unknown, status: number): boolean => error instanceof ApiFailure && error.status === status;

/** An unknown id, or another buyer's or organisation's: the API answers both with 404. */
export const isNotFound = (error: unknown): boolean => failedWith(error, 404);
