"use client";

import { useQuery } from "@tanstack/react-query";
import { failedWith, getJson, isNotFound } from "@/components/api/query";
import { staffKeys } from "./keys";
import type { QueueFilter, QueuePage, StaffOrganization } from "./types";

/** A failed staff read answered 403: the "staff only" state. */
export const isStaffOnly = (error: unknown) => failedWith(error, 403);
/** An unknown organisation or product: the API's 404. */
export const isMissing = isNotFound;

export { staffKeys } from "./keys";

export function useQueue(status: QueueFilter, page: number, size: number) {
  return useQuery({
    queryKey: staffKeys.queue(status, page, size),
    queryFn: ({ signal }) => getJson<QueuePage>(`/api/staff/organizations?status=${status}&page=${page}&size=${size}`, signal),
    placeholderData: (previous) => previous,
  });
}

export function useStaffOrganization(uid: string) {
  return useQuery({
    queryKey: staffKeys.organization(uid),
    queryFn: ({ signal }) => getJson<StaffOrganization>(`/api/staff/organizations/${encodeURIComponent(uid)}`, signal),
  });
}

/** Where a document is shown inline (and, with `download`, saved as an attachment). */
export function documentUrl(uid: string, download = false): string {
  return `/api/staff/documents/${encodeURIComponent(uid)}${download ? "?download=1" : ""}`;
}
