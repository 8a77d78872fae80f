"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/components/api/client";
import type { MembersAnswer, MyOrganization } from "./types";

/** A failed read of the organisation API, with its status (404: no business account; 403: role). */
export class SupplierApiFailure extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`${path} answered ${status}`);
  }
}

/** A silent GET of the supplier API (the island shows its own state instead of a toast); a failure carries its status. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const result = await apiRequest<T>(path, { signal, silent: true });
  if (!result.ok) throw new SupplierApiFailure(result.status, path);
  return result.data;
}

export const failedWith = (error: unknown, status: number) => error instanceof SupplierApiFailure && error.status === status;

export const supplierKeys = {
  all: ["supplier"] as const,
  organization: ["supplier", "organization"] as const,
  members: ["supplier", "members"] as const,
};

export function useMyOrganization() {
  return useQuery({ queryKey: supplierKeys.organization, queryFn: ({ signal }) => getJson<MyOrganization>("/api/organizations/my", signal) });
}

export function useMembers() {
  return useQuery({ queryKey: supplierKeys.members, queryFn: ({ signal }) => getJson<MembersAnswer>("/api/organizations/my/members", signal) });
}
