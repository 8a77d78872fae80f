import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { newUid } from "@/lib/auth/tokens";
import { getDb } from "@/lib/db/client";
import { userProfiles, users } from "@/lib/db/schema";
import { toE164 } from "./phone";
import { findOwnProfileRow, toProfileDto, type ProfileRow } from "./queries";
import { MAX_PROFILES_PER_USER, profileCreateSchema, type Profile, type ProfileCreate, type ProfileUpdate } from "./schema";
import { normalizeVatId } from "./vat";

/**
 * Writes of billing profiles, each scoped to the caller's own user id (another user's uid is
 * "not found"). Expected failures are values (CONVENTIONS 4); the route handlers answer them.
 * Identity confirmation (spec section 6) is checked by the route handlers before calling these.
 */

export type ProfileNotFound = { ok: false; error: "not_found" };
export type ProfileLimitReached = { ok: false; error: "limit_reached"; max: number };
/** The changes would leave the profile invalid (e.g. a new country the stored VAT ID does not fit). */
export type ProfileInvalid = { ok: false; error: "invalid"; issues: z.core.$ZodIssue[]; country: unknown };
type Ok<T> = { ok: true; data: T };

/** Column values of a validated profile: the phone in E.164, the VAT ID normalised, optional texts "". */
function columnsOf(input: ProfileCreate) {
  const phone = toE164(input.phone_number, input.phone_region);
  // The schema accepted the number for this region, so it has an E.164 form.
  if (!phone) throw new Error("profile phone number passed validation but has no E.164 form");
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phoneNumber: phone,
    phoneRegion: input.phone_region,
    city: input.city,
    zipCode: input.zip_code,
    address: input.address,
    state: input.state ?? "",
    country: input.country,
    vatId: normalizeVatId(input.vat_id ?? ""),
    companyName: input.company_name ?? "",
  };
}

/**
 * A new profile of the caller. At most MAX_PROFILES_PER_USER per user: the user's row is locked
 * while counting, so concurrent creations cannot pass the limit together.
 */
export async function createProfile(caller: Caller, input: ProfileCreate): Promise<Ok<Profile> | ProfileLimitReached> {
  const db = await getDb();
  const values = columnsOf(input);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.user.id)).for("update");
    const [{ n }] = await tx.select({ n: count() }).from(userProfiles).where(eq(userProfiles.userId, caller.user.id));
    if (n >= MAX_PROFILES_PER_USER) return { ok: false, error: "limit_reached", max: MAX_PROFILES_PER_USER } as const;
    const [row] = await tx
      .insert(userProfiles)
      .values({ ...values, uid: newUid(), userId: caller.user.id })
      .returning();
    return { ok: true, data: toProfileDto(row) } as const;
  });
}

/** The stored profile in the shape of the create input, for checking it with changes applied. */
function inputOf(row: ProfileRow): Record<string, unknown> {
  const dto = toProfileDto(row);
  const { uid: _uid, created_at: _c, updated_at: _u, ...fields } = dto;
  return fields;
}

/**
 * Applies `changes` to the caller's profile `uid`. The whole profile with the changes applied is
 * validated again, so the cross-field rules (phone against its region, VAT ID against the country)
 * hold after any partial change.
 */
export async function updateProfile(
  caller: Caller,
  uid: string,
  changes: ProfileUpdate,
): Promise<Ok<Profile> | ProfileNotFound | ProfileInvalid> {
  const db = await getDb();
  const row = await findOwnProfileRow(db, caller, uid);
  if (!row) return { ok: false, error: "not_found" };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const merged = { ...inputOf(row), ...defined };
  const parsed = profileCreateSchema.safeParse(merged);
  if (!parsed.success) return { ok: false, error: "invalid", issues: parsed.error.issues, country: merged.country };
  const [updated] = await db
    .update(userProfiles)
    .set({ ...columnsOf(parsed.data), updatedAt: sql`now()` })
    .where(and(eq(userProfiles.uid, uid), eq(userProfiles.userId, caller.user.id)))
    .returning();
  return updated ? { ok: true, data: toProfileDto(updated) } : { ok: false, error: "not_found" };
}

/** Deletes the caller's profile `uid`. */
export async function deleteProfile(caller: Caller, uid: string): Promise<Ok<{ uid: string }> | ProfileNotFound> {
  const db = await getDb();
  const deleted = await db
    .delete(userProfiles)
    .where(and(eq(userProfiles.uid, uid), eq(userProfiles.userId, caller.user.id)))
    .returning({ uid: userProfiles.uid });
  return deleted.length ? { ok: true, data: { uid } } : { ok: false, error: "not_found" };
}
