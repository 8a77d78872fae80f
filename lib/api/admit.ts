import "server-only";
import { requireCaller, type Caller, type StaffCaller } from "@/lib/auth/caller";
import type { Locale } from "@/lib/i18n/routing";
import { requireMembership, requireStaff, requireSupplier } from "@/lib/organizations/access";
import type { NextRequest } from "next/server";
import type { Access, OperationId } from "./access";
import { parseQuery } from "./input";
import type { MessageKey } from "./messages";
import { apiRoutes } from "./registry";
import { requireStaffToken } from "./staff";

/** The caller an operation's handler gets for its access: none for public and internal-token ones. */
export type CallerOf<A> = A extends "public" | "internal-token" ? null : A extends "staff" ? StaffCaller : Caller;

type AdmitContext = { request: NextRequest; locale: Locale; t: (key: MessageKey, params?: Record<string, string>) => string };

let queries: Map<string, NonNullable<(typeof apiRoutes)[number]["query"]>> | undefined;

/** The query schema the registry documents for an operation, if it reads a query. */
function queryOf(operation: OperationId) {
  queries ??= new Map(apiRoutes.flatMap((r) => (r.query ? [[r.operationId, r.query] as const] : [])));
  return queries.get(operation);
}

/**
 * Enforces an operation's access (lib/api/access.ts) before its handler runs, with the answers the
 * API has always given: 401 signed out, 403 `staff_only` for a signed-in user without the staff
 * flag, the organisation's 404 and 403s from the permission table, the internal token's 404 and 401.
 * A signed-in caller refused by role whose query breaks the operation's documented query schema
 * gets that 422 first, as every route reading a query answers an unknown parameter.
 */
export async function admit(operation: OperationId, access: Access, ctx: AdmitContext): Promise<Caller | null> {
  if (access === "public") return null;
  if (access === "internal-token") {
    requireStaffToken(ctx.request, { notFound: ctx.t("notFound"), unauthorized: ctx.t("unauthorized") });
    return null;
  }
  const caller = await requireCaller(ctx);
  if (access === "user") return caller;
  try {
    if (access === "staff") requireStaff(caller, ctx.locale);
    else if ("member" in access) await requireMembership(caller, ctx.locale, access.member);
    else await requireSupplier(caller, ctx.locale, access.supplier);
  } catch (refused) {
    const query = queryOf(operation);
    if (query) parseQuery(ctx, query);
    throw refused;
  }
  return caller;
}
