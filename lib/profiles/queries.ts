import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Caller } from "@/lib/auth/caller";
import { getDb, type Db } from "@/lib/db/client";
import { userProfiles } from "@/lib/db/schema";
import { MAX_PROFILES_PER_USER, type Profile } from "./schema";

/**
 * Reads of billing profiles. Every query is scoped to the caller's own user id: another user's
 * profile is never read, so it looks exactly like one that does not exist (404, never 403).
 */

export type ProfileRow = typeof userProfiles.$inferSelect;

/** The Profile of the HTTP contract (docs/accounts-api.md). */
export function toProfileDto(row: ProfileRow): Profile {
  return {
    uid: row.uid,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone_number: row.phoneNumber,
    phone_region: row.phoneRegion,
    city: row.city,
    zip_code: row.zipCode,
    address: row.address,
    state: row.state,
    country: row.country,
    vat_id: row.vatId,
    company_name: row.companyName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The caller's row with `uid`, or null (also for another user's uid). */
export async function findOwnProfileRow(db: Db, caller: Caller, uid: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.uid, uid), eq(userProfiles.userId, caller.user.id)))
    .limit(1);
  return row ?? null;
}

/** The caller's profiles, newest first. */
export async function listProfiles(caller: Caller): Promise<Profile[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, caller.user.id))
    .orderBy(desc(userProfiles.createdAt), desc(userProfiles.id))
    .limit(MAX_PROFILES_PER_USER);
  return rows.map(toProfileDto);
}

/** One of the caller's profiles, or null when the caller has none with this uid. */
export async function getProfile(caller: Caller, uid: string): Promise<Profile | null> {
  const row = await findOwnProfileRow(await getDb(), caller, uid);
  return row ? toProfileDto(row) : null;
}
