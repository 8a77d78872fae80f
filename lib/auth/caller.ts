import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { MessageKey } from "@/lib/api/messages";
import { ApiError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { sessions, users } from "@/lib/db/schema";
import { sessionTokensOf } from "./cookies";
import { bearerToken } from "./request-info";
import { sessionMaxAgeMs } from "./sessions";
import { verifyAccessToken } from "./tokens";
import type { Caller } from "./types";

/** Who is calling: the user and the session (device) the access token belongs to. */
export type { Caller } from "./types";

/** A caller with the staff flag (users.is_staff): what lib/organizations/access.ts requireStaff proves. */
export type StaffCaller = Caller & { user: { isStaff: true } };

type CallerContext = { request: Request; t: (key: MessageKey) => string };

/** Sessions record their last use at most this often (each check would otherwise write). */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The caller behind an access token: the token must be valid and unexpired, and its session must
 * still be open (sign-out and reuse detection take effect at once, not when the token expires) and
 * within its absolute lifetime (SESSION_MAX_AGE_DAYS).
 */
export async function callerFromAccessToken(token: string | undefined | null): Promise<Caller | null> {
  if (!token) return null;
  const claims = await verifyAccessToken(token);
  if (!claims) return null;
  const db = await getDb();
  const [row] = await db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.uid, claims.sessionUid), isNull(sessions.revokedAt), gt(sessions.createdAt, new Date(Date.now() - sessionMaxAgeMs()))))
    .limit(1);
  if (!row || row.user.uid !== claims.userUid) return null;
  if (Date.now() - row.session.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    const now = new Date();
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.session.id));
    row.session.lastUsedAt = now;
  }
  return row;
}

/**
 * The caller of an API request: `Authorization: Bearer <access token>` when present (never mixed
 * with the cookie), else the session cookie. Headers such as x-middleware-subrequest play no part.
 */
export async function getCaller(request: Request): Promise<Caller | null> {
  const bearer = bearerToken(request.headers);
  if (bearer !== undefined) return callerFromAccessToken(bearer);
  return callerFromAccessToken(sessionTokensOf(request)?.access_token);
}

/** The signed-in caller, or the 401 of spec section 8 ('The user identification failed...'). */
export async function requireCaller(ctx: CallerContext): Promise<Caller> {
  const caller = await getCaller(ctx.request);
  if (!caller) throw new ApiError(401, "not_authenticated", ctx.t("notAuthenticated"));
  return caller;
}

/** True while the caller's session is unlocked by a recent identity confirmation. */
export function isUnlocked(caller: Caller, now = Date.now()): boolean {
  return Boolean(caller.session.unlockedUntil && caller.session.unlockedUntil.getTime() > now);
}

/** Sensitive writes (e-mail, billing profiles) need a fresh identity confirmation (spec section 6). */
export function requireUnlocked(ctx: Pick<CallerContext, "t">, caller: Caller): void {
  if (!isUnlocked(caller)) throw new ApiError(403, "identity_confirmation_required", { msg: ctx.t("identityRequired"), code: "identity_confirmation_required" });
}
