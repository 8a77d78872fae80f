"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/components/api/client";
import { staffKeys } from "./keys";
import type { QueueFilter, QueuePage, StaffOrganization } from "./types";

/** A failed read of the staff API, with its status: 403 is the "staff only" state, 404 not found. */
export class StaffApiFailure extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`${path} answered ${status}`);
  }
}

/** A silent GET of the staff API (the island shows its own state instead of a toast); throws StaffApiFailure. */
export async function staffGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const result = await apiRequest<T>(path, { signal, silent: true });
  if (!result.ok) throw new StaffApiFailure(result.status, path);
  return result.data;
}

export const isStaffOnly = (error: unknown) => error instanceof StaffApiFailure && error.status === 403;
export const isMissing = (error: unknown) => error instanceof StaffApiFailure && error.status === 404;

export { staffKeys } from "./keys";

export function useQueue(status: QueueFilter, page: number, size: number) {
  return useQuery({
    queryKey: staffKeys.queue(status, page, size),
    queryFn: ({ signal }) => staffGet<QueuePage>(`/api/staff/organizations?status=${status}&page=${page}&size=${size}`, signal),
    placeholderData: (previous) => previous,
  });
}

export function useStaffOrganization(uid: string) {
  return useQuery({
    queryKey: staffKeys.organization(uid),
    queryFn: ({ signal }) => staffGet<StaffOrganization>(`/api/staff/organizations/${encodeURIComponent(uid)}`, signal),
  });
}

/** Where a document is shown inline (and, with `download`, saved as an attachment). */
export function documentUrl(uid: string, download = false): string {
  return `/api/staff/documents/${encodeURIComponent(uid)}${download ? "?download=1" : ""}`;
}
