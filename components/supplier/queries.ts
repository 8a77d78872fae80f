"use client";

import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/components/api/query";
import { supplierKeys } from "./query-keys";
import type { MembersAnswer, MyOrganization } from "./types";

export { supplierKeys };

export function useMyOrganization() {
  return useQuery({ queryKey: supplierKeys.organization, queryFn: ({ signal }) => getJson<MyOrganization>("/api/organizations/my", signal) });
}

export function useMembers() {
  return useQuery({ queryKey: supplierKeys.members, queryFn: ({ signal }) => getJson<MembersAnswer>("/api/organizations/my/members", signal) });
}
