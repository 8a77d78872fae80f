import "server-only";
import { randomInt } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
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
 * A match consumes it unless `consume` is false (works once, even under concurrent requests); a miss counts, and the
 * CODE_MAX_FAILURES-th miss kills the code.
 */
export async function checkCode(email: string, purpose: CodePurpose, code: string, userId: number | null, consume = true): Promise<CodeCheck> {
  const db = await getDb();
  const conditions = [eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)];
  if (userId !== null) conditions.push(eq(emailCodes.userId, userId));
  const [latest] = await db.select().from(emailCodes).where(and(...conditions)).orderBy(desc(emailCodes.id)).limit(1);
  if (!latest || latest.consumedAt) return { ok: false, error: "invalid" };
  if (latest.failedAttempts >= CODE_MAX_FAILURES) return { ok: false, error: "exhausted" };
  if (latest.expiresAt.getTime() <= Date.now()) return { ok: false, error: "expired" };
  const matches = /^\d{6}$/.test(code) && equalHex(await codeHash(purpose, email, code), latest.codeHash);
  if (!matches) {
    const [row] = await db
      .update(emailCodes)
      .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
      .where(eq(emailCodes.id, latest.id))
      .returning({ failed: emailCodes.failedAttempts });
    return { ok: false, error: row && row.failed >= CODE_MAX_FAILURES ? "exhausted" : "invalid" };
  }
  if (!consume) return { ok: true };
  const consumed = await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return consumed.length ? { ok: true } : { ok: false, error: "invalid" };
}
