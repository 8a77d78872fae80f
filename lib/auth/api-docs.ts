import type { RouteDoc } from "@/lib/api/registry";

/** Sign-in, session, user and notification routes. */
export const accountRoutes: RouteDoc[] = [];
