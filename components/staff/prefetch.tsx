import "server-only";
import type { ReactNode } from "react";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { asAnswer } from "@/components/api/prefetch";
import { listStaffArticles } from "@/lib/articles/staff";
import { articleListQuery } from "@/lib/articles/staff-schema";
import { assertStaff, type Caller, type StaffCaller } from "@/lib/auth/caller";
import { dataCenterListQuery, productListQuery } from "@/lib/catalogue-staff/schema";
import { getStaffProduct, listStaffCategories, listStaffDataCenters, listStaffProducts } from "@/lib/catalogue-staff/service";
import type { Locale } from "@/lib/i18n/routing";
import { staffQueueQuery } from "@/lib/organizations/schema";
import { staffQueue } from "@/lib/organizations/service";
import { staffOrganization } from "@/lib/organizations/staff";
import { staffIpBlockQuery } from "@/lib/supplier-offers/schema";
import { staffIpBlocks } from "@/lib/supplier-offers/ip-blocks";
import {
  ARTICLE_LIST_SIZE,
  articleKeys,
  catalogueKeys,
  dataCenterQuery,
  DEFAULT_PRODUCT_FILTER,
  IP_BLOCK_LIST_SIZE,
  ipBlockKeys,
  productQuery,
  queryObject,
  staffKeys,
  type IpBlockFilter,
} from "./keys";

/**
 * A staff page's first read, made on the server and handed to the island (CONVENTIONS 6): the same
 * query keys the island uses, filled by the same lib functions and query schemas the staff API's
 * route handlers call, as the JSON those routes answer. The island then renders its rows at once
 * instead of a spinner and a fetch. Only for staff: anyone else gets no data, and the island's own
 * read answers 403, its "staff only" state.
 */

/** What a route answers: the value as JSON (dates as ISO strings). */
const asJson = <T,>(value: T): T => asAnswer(value) as T;

type Prefetch = (client: QueryClient, locale: Locale, caller: StaffCaller) => Promise<unknown>;

const categories: Prefetch = (client, _locale, caller) => client.prefetchQuery({ queryKey: catalogueKeys.categories, queryFn: async () => asJson(await listStaffCategories(caller)) });

export const staffPrefetch = {
  categories,
  dataCenters: ((client, _locale, caller) =>
    client.prefetchQuery({
      queryKey: catalogueKeys.dataCenters("", 1),
      queryFn: async () => asJson(await listStaffDataCenters(caller, dataCenterListQuery.parse(queryObject(dataCenterQuery("", 1))))),
    })) satisfies Prefetch,
  /** The first page of every product, and the categories its filter and new-product form offer. */
  products: ((client, locale, caller) =>
    Promise.all([
      categories(client, locale, caller),
      client.prefetchQuery({
        queryKey: catalogueKeys.productList(DEFAULT_PRODUCT_FILTER),
        queryFn: async () => asJson(await listStaffProducts(caller, productListQuery.parse(queryObject(productQuery(DEFAULT_PRODUCT_FILTER))))),
      }),
    ])) satisfies Prefetch,
  articles: ((client, _locale, caller) =>
    client.prefetchQuery({
      queryKey: articleKeys.list,
      queryFn: async () => {
        const q = articleListQuery.parse({ size: String(ARTICLE_LIST_SIZE) });
        return asJson(await listStaffArticles(caller, q.page, q.size));
      },
    })) satisfies Prefetch,
  queue:
    (status: string, page: number, size: number): Prefetch =>
    (client, locale, caller) =>
      client.prefetchQuery({
        queryKey: staffKeys.queue(status, page, size),
        queryFn: async () => {
          const q = staffQueueQuery.parse({ status, page: String(page), size: String(size) });
          return asJson(await staffQueue(caller, locale, q.status, q.page, q.size));
        },
      }),
  /** One product with its options, and the categories its form offers (an unknown id prefetches nothing: the island shows the API's 404). */
  product:
    (id: number): Prefetch =>
    (client, locale, caller) =>
      Promise.all([categories(client, locale, caller), client.prefetchQuery({ queryKey: catalogueKeys.product(id), queryFn: async () => asJson(await getStaffProduct(caller, id, locale)) })]),
  organization:
    (uid: string): Prefetch =>
    (client, locale, caller) =>
      client.prefetchQuery({ queryKey: staffKeys.organization(uid), queryFn: async () => asJson(await staffOrganization(caller, uid, locale)) }),
  ipBlocks:
    (status: IpBlockFilter): Prefetch =>
    (client, locale, caller) =>
      client.prefetchQuery({
        queryKey: ipBlockKeys.list(status),
        queryFn: async () => {
          const q = staffIpBlockQuery.parse({ status, size: String(IP_BLOCK_LIST_SIZE) });
          return asJson(await staffIpBlocks(caller, locale, q.status, q.page, q.size));
        },
      }),
};

/** The island `children` with the page's first read already in its query cache (staff only). */
export async function StaffHydrated({ caller, locale, prefetch, children }: { caller: Caller; locale: Locale; prefetch: Prefetch; children: ReactNode }) {
  if (!caller.user.isStaff) return <>{children}</>;
  assertStaff(caller);
  const client = new QueryClient();
  await prefetch(client, locale, caller);
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
