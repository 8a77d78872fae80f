import "server-only";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { executeRevalidates } from "next/dist/server/revalidation-utils";

/**
 * Waits until the cache expiries a request asked for (`revalidateTag`) are written to every cache
 * handler, before its answer leaves. Next.js runs them only after a route handler returned, as
 * `waitUntil` work: with the Redis handlers (several app processes, docs/deploy.md) a client that
 * reads right after a write (an offer changed, an organisation blocked) could reach a process that
 * has not heard of the expiry yet and be served the old state. Next's own pass afterwards finds
 * nothing left. These two modules are Next's internals (pinned with Next in package.json); the
 * public `updateTag`, which reads its own writes, exists for Server Actions only.
 */
export async function settleRevalidations(): Promise<void> {
  const store = workAsyncStorage.getStore();
  if (!store) return;
  const pending = executeRevalidates(store);
  if (pending === false) return;
  store.pendingRevalidatedTags = [];
  store.pendingRevalidates = {};
  store.pendingRevalidateWrites = [];
  await pending;
}
