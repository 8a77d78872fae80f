import "server-only";
import type { ReactNode } from "react";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";

/**
 * One read an island makes on mount, loaded on the server instead: the island's query key and the lib
 * function its route handler calls (with the page's caller, so authorisation stays in lib). `null` or
 * `undefined` is an answer the API gives as 404: left to the island, which shows its not-found state,
 * unless `nullable` says the island itself reads a 404 as null (e.g. "no business account yet").
 */
export type Prefetch = { queryKey: readonly unknown[]; load: () => Promise<unknown>; nullable?: boolean };

/**
 * The JSON the route handler answers for `data` (`Response.json` stringifies it): dates become ISO
 * strings and undefined fields drop out, so the island finds exactly what its fetch would have read.
 */
export function asAnswer(data: unknown): unknown {
  return JSON.parse(JSON.stringify(data)) as unknown;
}

/**
 * Server prefetch and hydration of account and supplier islands (CONVENTIONS 6): a new QueryClient per
 * request, each read loaded under the island's own key, then `<HydrationBoundary>`, so the first HTML
 * already has the data instead of a spinner and a fetch. A read that fails (another caller's record,
 * a missing organisation, a database error) is simply left out: the island fetches it as before and
 * shows the API's answer.
 */
export async function Prefetched({ queries, children }: { queries: readonly Prefetch[]; children: ReactNode }) {
  const client = new QueryClient();
  await Promise.all(
    queries.map(({ queryKey, load, nullable }) =>
      client.prefetchQuery({
        queryKey,
        queryFn: async () => {
          const data = await load();
          if (data === undefined || (data === null && !nullable)) throw new Error("not found");
          return asAnswer(data);
        },
      }),
    ),
  );
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
