import "server-only";
import { and, isNotNull, ne, type SQL } from "drizzle-orm";
import { organizations } from "@/lib/db/schema";

/**
 * The organisations the catalogue lists: verified once, and not blocked. The same rule as `canSell`
 * in lib/organizations/status.ts, as SQL for catalogue queries over organisations. It lives here so
 * that the catalogue reads no organisation module: organisations depend on the catalogue (blocking
 * one moves its offers through ./offer-status.ts), not the other way round.
 */
export const listedOrganization: SQL = and(isNotNull(organizations.approvedAt), ne(organizations.status, "blocked"))!;
