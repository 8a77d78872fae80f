"use client";

import { apiRequest, type ApiResult } from "@/components/api/client";
import type { OrganizationDocument } from "./types";

/** What the file picker offers (spec section 5: png, jpg or PDF scans); the server judges the bytes. */
export const DOCUMENT_ACCEPT = ".png,.jpg,.jpeg,.pdf";

/**
 * POST /api/documents?name=… with the file's raw bytes as the body, through the one call helper
 * (device id, Accept-Language, the cross-site request token, a refresh on 401, the toasts of spec
 * section 8).
 */
export function uploadDocument(file: File): Promise<ApiResult<OrganizationDocument>> {
  return apiRequest<OrganizationDocument>(`/api/documents?name=${encodeURIComponent(file.name)}`, { method: "POST", raw: { data: file, type: file.type || "application/octet-stream" } });
}
