import "server-only";
import { randomInt } from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { emailCodes } from "@/lib/db/schema";
import { CODE_MAX_FAILURES, CODE_TTL_S } from "./constants";
import { equalHex, hmacHex } from "./tokens";

export type CodePurpose = (typeof emailCodes.$inferSelect)["purpose"];

/** Keyed hash of a code: 6 digits are too few to store under a plain hash. */
function codeHash(purpose: CodePurpose, email: string, code: string): Promise<string> {
  return hmacHex(`code:${purpose}:${email}:${code}`);
}

/**
 * A new 6-digit code (CSPRNG) for `email`, stored hashed, valid CODE_TTL_S. Earlier unused codes
 * of the same e-mail and purpose stop working: only the latest code counts.
 */
export async function createCode(email: string, purpose: CodePurpose, userId: number | null): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const db = await getDb();
  const now = new Date();
  await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)));
  await db.insert(emailCodes).values({
    email,
    purpose,
    userId,
    codeHash: await codeHash(purpose, email, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_S * 1000),
  });
  return code;
}

export type CodeCheck = { ok: true } | { ok: false; error: "invalid" | "expired" | "exhausted" };

/**
 * Checks `code` against the latest code sent to `email` for `purpose` (and `userId` when given).
 * Each check first claims one of the code's CODE_MAX_FAILURES attempts in a single conditional
 * UPDATE, and only then compares, so however many requests arrive at once, at most that many are
 * ever compared and the code dies at exactly the CODE_MAX_FAILURES-th miss. A match gives
 * its attempt back (only misses count) and consumes the code unless `consume` is false; consuming
 * works once, even under concurrent requests.
 */
export async function checkCode(email: string, purpose: CodePurpose, code: string, userId: number | null, consume = true): Promise<CodeCheck> {
  const db = await getDb();
  const conditions = [eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)];
  if (userId !== null) conditions.push(eq(emailCodes.userId, userId));
  const [latest] = await db.select().from(emailCodes).where(and(...conditions)).orderBy(desc(emailCodes.id)).limit(1);
  if (!latest || latest.consumedAt) return { ok: false, error: "invalid" };
  if (latest.failedAttempts >= CODE_MAX_FAILURES) return { ok: false, error: "exhausted" };
  if (latest.expiresAt.getTime() <= Date.now()) return { ok: false, error: "expired" };
  const [claim] = await db
    .update(emailCodes)
    .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
    .where(and(eq(emailCodes.id, latest.id), lt(emailCodes.failedAttempts, CODE_MAX_FAILURES), isNull(emailCodes.consumedAt)))
    .returning({ failed: emailCodes.failedAttempts });
  if (!claim) {
    // Between the read and the claim, another request used the code or its last attempt.
    const [now] = await db.select({ consumedAt: emailCodes.consumedAt }).from(emailCodes).where(eq(emailCodes.id, latest.id));
    return { ok: false, error: now?.consumedAt ? "invalid" : "exhausted" };
  }
  const matches = /^\d{6}$/.test(code) && equalHex(await codeHash(purpose, email, code), latest.codeHash);
  if (!matches) return { ok: false, error: claim.failed >= CODE_MAX_FAILURES ? "exhausted" : "invalid" };
  const [settled] = await db
    .update(emailCodes)
    .set({ failedAttempts: sql`${emailCodes.failedAttempts} - 1`, ...(consume ? { consumedAt: new Date() } : {}) })
    .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return settled ? { ok: true } : { ok: false, error: "invalid" };
}
