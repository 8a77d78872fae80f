import "server-only";
import { requireCaller, type Caller, type StaffCaller } from "@/lib/auth/caller";
import type { Locale } from "@/lib/i18n/routing";
import { requireMembership, requireStaff, requireSupplier } from "@/lib/organizations/access";
import type { NextRequest } from "next/server";
import type { Access } from "./access";
import type { MessageKey } from "./messages";
import { requireStaffToken } from "./staff";

/** The caller an operation's handler gets for its access: none for public and internal-token ones. */
export type CallerOf<A> = A extends "public" | "internal-token" ? null : A extends "staff" ? StaffCaller : Caller;

type AdmitContext = { request: NextRequest; locale: Locale; t: (key: MessageKey) => string };

/**
 * Enforces an operation's access (lib/api/access.ts) before its handler runs, with the answers the
 * API has always given: 401 signed out, 403 `staff_only` for a signed-in user without the staff
 * flag, the organisation's 404 and 403s from the permission table, the internal token's 404 and 401.
 */
export async function admit(access: Access, ctx: AdmitContext): Promise<Caller | null> {
  if (access === "public") return null;
  if (access === "internal-token") {
    requireStaffToken(ctx.request, { notFound: ctx.t("notFound"), unauthorized: ctx.t("unauthorized") });
    return null;
  }
  const caller = await requireCaller(ctx);
  if (access === "user") return caller;
  if (access === "staff") {
    requireStaff(caller, ctx.locale);
    return caller;
  }
  if ("member" in access) await requireMembership(caller, ctx.locale, access.member);
  else await requireSupplier(caller, ctx.locale, access.supplier);
  return caller;
}
