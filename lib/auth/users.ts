import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { userIdentities, users, type UserPreferences } from "@/lib/db/schema";
import type { Caller, UserRow } from "./types";
import type { userResponse } from "./schema";
import { hmacHex, newUid } from "./tokens";

export type { UserRow } from "./types";

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(email: string): Promise<UserRow | null> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
  return user ?? null;
}

/** The user with this e-mail, created (guest until the sign-in completes) when there is none. */
export async function getOrCreateUser(email: string, names: { firstName?: string; lastName?: string } = {}): Promise<{ user: UserRow; created: boolean }> {
  const db = await getDb();
  const address = normaliseEmail(email);
  const inserted = await db
    .insert(users)
    .values({ uid: newUid(), email: address, firstName: (names.firstName ?? "").slice(0, 100), lastName: (names.lastName ?? "").slice(0, 100) })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (inserted[0]) return { user: inserted[0], created: true };
  const [user] = await db.select().from(users).where(eq(users.email, address));
  return { user, created: false };
}

export type IdentityClaims = { issuer: string; subject: string; email: string; emailVerified: boolean; firstName?: string; lastName?: string };

/**
 * The user a third-party sign-in (OIDC) belongs to: the one already linked to (issuer, subject),
 * else the one with the same verified e-mail (then linked), else a new user.
 */
export async function findOrCreateUserByIdentity(claims: IdentityClaims): Promise<{ ok: true; user: UserRow } | { ok: false; error: "email_not_verified" }> {
  const db = await getDb();
  const [linked] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, claims.issuer), eq(userIdentities.subject, claims.subject)))
    .limit(1);
  if (linked) return { ok: true, user: linked.user };
  if (!claims.emailVerified || !z.email().safeParse(claims.email).success) return { ok: false, error: "email_not_verified" };
  const { user } = await getOrCreateUser(claims.email, { firstName: claims.firstName, lastName: claims.lastName });
  await db.insert(userIdentities).values({ userId: user.id, issuer: claims.issuer, subject: claims.subject }).onConflictDoNothing();
  return { ok: true, user };
}

/** The intercom identity hash: HMAC-SHA256 of the user's uid with the server's Intercom secret. */
export function intercomHash(userUid: string): Promise<string> {
  return hmacHex(userUid, "intercom");
}

/** The spec's User as the API answers it (the OpenAPI document is built from the same schema). */
export type UserDto = z.infer<typeof userResponse>;

/** The spec's User as the API answers it, for the caller's own session. */
export async function userDto(caller: { user: UserRow; session?: Pick<Caller["session"], "unlockedUntil"> | null }): Promise<UserDto> {
  const { user, session } = caller;
  const until = session?.unlockedUntil;
  const unlocked = until && until.getTime() > Date.now() ? until.toISOString() : null;
  return {
    uid: user.uid,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    guest: user.guest,
    avatar: user.avatar,
    locale: user.locale,
    preferences: user.preferences,
    created_at: user.createdAt.toISOString(),
    unlocked_until: unlocked,
    intercom_hash: await intercomHash(user.uid),
  };
}

/** Updates the caller's own names, language and preferences (merged into the stored ones). */
export async function updateUser(
  caller: Caller,
  input: { first_name?: string; last_name?: string; locale?: "en" | "ru"; preferences?: UserPreferences },
): Promise<UserRow> {
  const db = await getDb();
  const [user] = await db
    .update(users)
    .set({
      ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
      ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
      ...(input.locale !== undefined ? { locale: input.locale } : {}),
      ...(input.preferences !== undefined ? { preferences: { ...caller.user.preferences, ...input.preferences } } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, caller.user.id))
    .returning();
  return user;
}
