"use client";

import { useQuery } from "@tanstack/react-query";
import type { AccessData, AccessField } from "@/lib/resources/access";
import type { ResourceAction } from "@/lib/resources/actions";
import type { ResourceStatus } from "@/lib/resources/status-names";
import { deliveryKeys } from "../query-keys";
import { getJson } from "@/components/api/query";

/** A resource of the delivery API (lib/resources/delivery.ts supplierView). */
export type DeliveryResource = {
  uid: string;
  name: string;
  status: ResourceStatus;
  status_name: string;
  status_reason: string;
  category_slug: string;
  product_slug: string;
  offer_title: string;
  order_number: number;
  instance: number;
  configuration: Record<string, string | number>;
  paid_at: string;
  period_end: string;
  delivered_at: string | null;
  delivery_minutes: number | null;
  access_fields: AccessField[];
  required_access: AccessField[][];
  offered_access: AccessField[];
  /** Support requests waiting for the organisation's answer. */
  support_open: number;
  /** The buyer's open request (GET one only). */
  pending_action?: { uid: string; action: ResourceAction; created_at: string } | null;
};
export type DeliveryPage = { items: DeliveryResource[]; total: number; page: number; size: number; pages: number };
export type DeliverySummary = { items: { category_slug: string; product_slug: string; open: number; total: number }[] };
export type DeliveryFilter = { category: string; product: string; status: "" | ResourceStatus; page: number; size: number };
export type RevealedAccess = { uid: string; status: string; delivered_at: string | null; access: AccessData };

export { deliveryKeys };

export function deliveryListPath(filter: DeliveryFilter): string {
  const q = new URLSearchParams({ category_slug: filter.category, product_slug: filter.product, page: String(filter.page), size: String(filter.size) });
  if (filter.status) q.set("status", filter.status);
  return `/api/supplier/resources?${q.toString()}`;
}

export function useDeliverySummary() {
  return useQuery({ queryKey: deliveryKeys.summary, queryFn: ({ signal }) => getJson<DeliverySummary>("/api/supplier/resources/summary", signal) });
}

export function useDeliveryQueue(filter: DeliveryFilter) {
  return useQuery({ queryKey: deliveryKeys.list(filter), queryFn: ({ signal }) => getJson<DeliveryPage>(deliveryListPath(filter), signal), placeholderData: (previous) => previous });
}

export function useDeliveryResource(uid: string) {
  return useQuery({ queryKey: deliveryKeys.one(uid), queryFn: ({ signal }) => getJson<DeliveryResource>(`/api/supplier/resources/${encodeURIComponent(uid)}`, signal) });
}
