import type { RouteDoc } from "@/lib/api/registry";

/** Billing-profile routes (owned by lib/profiles). */
export const profileRoutes: RouteDoc[] = [];
