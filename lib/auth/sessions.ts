import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { refreshTokens, sessions, users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/mail/mailer";
import { newDeviceMail } from "@/lib/mail/templates";
import { createNotification } from "@/lib/notifications/actions";
import { isLocale } from "@/lib/i18n/routing";
import { ACCESS_TOKEN_TTL_S, DEVICE_COOKIE, REFRESH_TOKEN_TTL_S, UNLOCK_TTL_S } from "./constants";
import { requestCookies } from "./cookies";
import { deviceLabel } from "./device";
import type { SessionItem } from "./schema";
import { rememberRotation, recentPair } from "./concurrent-refresh";
import { clientIp, deviceIdOf } from "./request-info";
import { hashToken, newRefreshToken, newUid, signAccessToken } from "./tokens";
import type { SessionRow, TokenPair, UserRow } from "./types";

export type { SessionRow, TokenPair } from "./types";

/** The session method of a sign-in by e-mail code (it also counts as identity confirmation). */
export const CODE_SIGN_IN_METHOD = "email_code";

/** What the token endpoints answer (and the session cookie keeps). */

/** SESSION_MAX_AGE_DAYS in milliseconds. */
export function sessionMaxAgeMs(): number {
  return env.SESSION_MAX_AGE_DAYS * 24 * 3600 * 1000;
}

/**
 * When a session ends however often its refresh token rotates: a stolen refresh token
 * kept alive by rotation dies with it, and so does an idle-free session nobody re-authenticated.
 */
export function sessionEndsAt(session: Pick<SessionRow, "createdAt">): Date {
  return new Date(session.createdAt.getTime() + sessionMaxAgeMs());
}

type DeviceInfo = { ip: string; userAgent: string; deviceId: string };

/** The well-formed device id the request carries (X-Device-Id, else the cookie), or null. */
function requestDeviceId(request: Request): string | null {
  return deviceIdOf(request.headers, requestCookies(request).get(DEVICE_COOKIE)?.value);
}

function deviceInfo(request: Request): DeviceInfo {
  return {
    ip: clientIp(request.headers),
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, 500),
    deviceId: requestDeviceId(request) ?? randomUUID(),
  };
}

async function issuePair(session: SessionRow, userUid: string): Promise<TokenPair> {
  const db = await getDb();
  const refresh = newRefreshToken();
  await db.insert(refreshTokens).values({
    sessionId: session.id,
    tokenHash: hashToken(refresh),
    // Never beyond the session's absolute end.
    expiresAt: new Date(Math.min(Date.now() + REFRESH_TOKEN_TTL_S * 1000, sessionEndsAt(session).getTime())),
  });
  return {
    access_token: await signAccessToken(userUid, session.uid),
    refresh_token: refresh,
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_TTL_S,
    device_id: session.deviceId,
  };
}

/**
 * Opens a session (a refresh-token family) for `user` after a completed sign-in: the user stops
 * being a guest, and a sign-in from a device this user never used creates a notification (and an
 * e-mail when the user asked for one).
 */
export async function openSession(request: Request, user: UserRow, method: string): Promise<TokenPair> {
  const db = await getDb();
  const info = deviceInfo(request);
  const [known] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), eq(sessions.deviceId, info.deviceId)))
    .limit(1);
  const [anyEarlier] = known ? [known] : await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id)).limit(1);
  // Times from the app's clock, like every check against them (lifetimes are computed here).
  const now = new Date();
  const [session] = await db
    .insert(sessions)
    .values({
      uid: newUid(),
      userId: user.id,
      deviceId: info.deviceId,
      userAgent: info.userAgent,
      ip: info.ip,
      method,
      createdAt: now,
      lastUsedAt: now,
      // A sign-in by e-mail code has just proved the inbox, which is what identity confirmation
      // checks: the sensitive forms start unlocked for the usual 10 minutes. A Google
      // sign-in proves nothing about a code and leaves them locked.
      unlockedUntil: method === CODE_SIGN_IN_METHOD ? new Date(now.getTime() + UNLOCK_TTL_S * 1000) : null,
    })
    .returning();
  if (user.guest) await db.update(users).set({ guest: false, updatedAt: new Date() }).where(eq(users.id, user.id));
  if (!anyEarlier) {
    await createNotification(user.id, "welcome");
  } else if (!known) {
    const device = deviceLabel(info.userAgent);
    await createNotification(user.id, "new_device_sign_in", { device, ip: info.ip });
    if (user.preferences.emailOnNewDevice) {
      await sendMail(newDeviceMail(isLocale(user.locale) ? user.locale : "en", user.email, device, info.ip));
    }
  }
  return issuePair(session, user.uid);
}

export type RefreshResult = { ok: true; pair: TokenPair; user: UserRow } | { ok: false; reason: "unknown" | "expired" | "revoked" | "reused" };

/**
 * Exchanges a refresh token for a new pair (rotation). A token that was already exchanged is a
 * sign of theft: its whole session (family) is revoked, so the thief's copy dies too (apart from
 * the same device's concurrent requests: ./concurrent-refresh.ts).
 */
export async function rotateRefreshToken(request: Request, token: string): Promise<RefreshResult> {
  if (!/^[\w-]{20,100}$/.test(token)) return { ok: false, reason: "unknown" };
  const db = await getDb();
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return { ok: false, reason: "unknown" };
  if (row.session.revokedAt) return { ok: false, reason: "revoked" };
  if (sessionEndsAt(row.session).getTime() <= Date.now()) return { ok: false, reason: "expired" };
  const reused = async (): Promise<RefreshResult> => {
    const pair = await recentPair(token, tokenHash, row.session.deviceId, requestDeviceId(request));
    if (pair) return { ok: true, pair, user: row.user };
    await revokeSession(row.session.id, "reuse_detected");
    return { ok: false, reason: "reused" };
  };
  if (row.token.rotatedAt) return reused();
  if (row.token.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  // Another request exchanged it a moment ago: the same token presented twice.
  if (!claimed.length) return reused();
  const info = deviceInfo(request);
  const issued = (async () => {
    await db.update(sessions).set({ lastUsedAt: new Date(), ip: info.ip }).where(eq(sessions.id, row.session.id));
    return issuePair(row.session, row.user.uid);
  })();
  await rememberRotation(token, tokenHash, row.session.deviceId, issued.catch(() => null));
  return { ok: true, pair: await issued, user: row.user };
}

export async function revokeSession(sessionId: number, reason: string): Promise<void> {
  const db = await getDb();
  await db.update(sessions).set({ revokedAt: new Date(), revokedReason: reason }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every open session of the user (optionally keeping one), answering how many closed. */
export async function revokeUserSessions(userId: number, reason: string, keepSessionId?: number): Promise<number> {
  const db = await getDb();
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId));
  const closed = await db.update(sessions).set({ revokedAt: new Date(), revokedReason: reason }).where(and(...conditions)).returning({ id: sessions.id });
  return closed.length;
}

/** Revokes the user's session with this public uid; false when it is not theirs or not open. */
export async function revokeUserSession(userId: number, sessionUid: string, reason: string): Promise<boolean> {
  const db = await getDb();
  const closed = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), eq(sessions.uid, sessionUid), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return closed.length > 0;
}

export type SessionView = SessionItem;

/** The user's open sessions, most recently used first. */
export async function listUserSessions(userId: number, currentSessionId: number): Promise<SessionView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(sessions)
    // A session unused for the refresh token's lifetime, or past its absolute lifetime, cannot be resumed: it is not shown.
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.lastUsedAt, new Date(Date.now() - REFRESH_TOKEN_TTL_S * 1000)),
        gt(sessions.createdAt, new Date(Date.now() - sessionMaxAgeMs())),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt))
    .limit(100);
  return rows.map((s) => ({
    uid: s.uid,
    device: deviceLabel(s.userAgent),
    device_id: s.deviceId,
    user_agent: s.userAgent,
    ip: s.ip,
    method: s.method,
    created_at: s.createdAt.toISOString(),
    last_used_at: s.lastUsedAt.toISOString(),
    current: s.id === currentSessionId,
  }));
}
