/**
 * Query keys of the business account islands, in a module without "use client" so the server page
 * prefetches under the very same keys (components/api/prefetch.tsx).
 */

export const businessKeys = {
  all: ["business"] as const,
  organization: ["business", "organization"] as const,
  documents: ["business", "documents"] as const,
  documentsPage: (page: number, size: number) => ["business", "documents", page, size] as const,
  invitations: ["business", "invitations"] as const,
};
