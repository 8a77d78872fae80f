import type { z } from "zod";
import type { OperationId } from "./access";

/** One documented operation of the API: the OpenAPI document is built from these (lib/api/registry.ts). */
export type RouteDoc = {
  /** OpenAPI path template, e.g. /api/offers/{id}. */
  path: string;
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Its key in lib/api/access.ts, which declares who may call it. */
  operationId: OperationId;
  summary: string;
  description?: string;
  tag: "catalog" | "offers" | "media" | "core" | "documentation" | "internal" | "users" | "notifications" | "integrations" | "cart" | "orders" | "payments" | "organizations" | "documents" | "delivery" | "staff";
  /** A JSON request body, validated by this schema. */
  body?: z.ZodObject;
  /**
   * Why this unsafe route skips the cross-site request check: it reads no cookie (no ambient
   * credential to abuse) and proves its caller otherwise. The CSRF test lists these exactly.
   */
  csrfExempt?: string;
  /** Success status when not 200 (201 for creations, 302 for redirects). */
  status?: 201 | 302;
  query?: z.ZodObject;
  params?: z.ZodObject;
  /** The listing takes the product's facet filters as further query keys. */
  facetFilters?: true;
  /**
   * The success answer: JSON described by `schema` (a component named `name`), or content of
   * `mediaType` not described further.
   */
  response: { description: string } & ({ name: string; schema: z.ZodType } | { mediaType: string });
  /** Error statuses this route answers besides 500/503. */
  errors: number[];
};
