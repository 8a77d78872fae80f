"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { failedWith, getJson } from "@/components/api/query";
import { supplierKeys } from "@/components/supplier/queries";
import { businessKeys } from "./query-keys";
import type { DocumentsPage, Invitation, Organization } from "./types";

export { businessKeys };

/**
 * The caller's business account, or null when they have none: GET /api/organizations/my answers
 * 404 then, which is no failure here ("no business account yet").
 */
export async function fetchOrganization(signal?: AbortSignal): Promise<Organization | null> {
  try {
    return await getJson<Organization>("/api/organizations/my", signal);
  } catch (error) {
    if (failedWith(error, 404)) return null;
    throw error;
  }
}

export function useOrganization() {
  return useQuery({ queryKey: businessKeys.organization, queryFn: ({ signal }) => fetchOrganization(signal) });
}

/**
 * Whether the caller belongs to a business account that may sell (settings shows the supplier
 * interface switch only then). Unknown (loading, failed) counts as no.
 */
export function useCanSell(): boolean {
  const org = useOrganization();
  return Boolean(org.data?.can_sell);
}

export function useDocuments(page: number, size: number, enabled: boolean) {
  return useQuery({
    queryKey: businessKeys.documentsPage(page, size),
    queryFn: ({ signal }) => getJson<DocumentsPage>(`/api/documents?page=${page}&size=${size}`, signal),
    placeholderData: (previous) => previous,
    enabled,
  });
}

export function useInvitations(enabled: boolean) {
  return useQuery({
    queryKey: businessKeys.invitations,
    queryFn: async ({ signal }) => (await getJson<{ items: Invitation[] }>("/api/organizations/invitations", signal)).items,
    enabled,
  });
}

/**
 * After a write: the answer becomes the cached organisation, and every read that depends on it
 * (documents, invitations, the supplier area's copy) is fetched again.
 */
export function useRefreshBusiness() {
  const client = useQueryClient();
  return (org?: Organization | null) => {
    if (org !== undefined) client.setQueryData(businessKeys.organization, org);
    void client.invalidateQueries({ queryKey: businessKeys.all });
    void client.invalidateQueries({ queryKey: supplierKeys.all });
  };
}
