import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { sessions, users } from "@/lib/db/schema";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { sendMail } from "@/lib/mail/mailer";
import { codeMail, emailInUseMail } from "@/lib/mail/templates";
import { createNotification } from "@/lib/notifications/actions";
import type { Caller } from "./caller";
import { checkCode, createCode, type CodePurpose } from "./codes";
import {
  CODES_PER_EMAIL_PER_HOUR,
  CODES_PER_IP_PER_HOUR,
  UNLOCK_TTL_S,
  VERIFY_ATTEMPTS_PER_IP,
  VERIFY_WINDOW_S,
} from "./constants";
import { consumeRate, consumeRates, type RateLimit } from "./rate-limit";
import { CODE_SIGN_IN_METHOD, openSession, type TokenPair } from "./sessions";
import { findUserByEmail, getOrCreateUser, type UserRow } from "./users";

/**
 * At most 5 codes per e-mail per hour, 20 verification attempts per IP per 10 minutes.
 * Per-IP limits count an IPv6 client by its /64 (lib/auth/rate-limit.ts).
 */
export const RATE_LIMITS = {
  codesPerEmail: { bucket: "code_send_email", limit: CODES_PER_EMAIL_PER_HOUR, windowS: 3600 },
  codesPerIp: { bucket: "code_send_ip", limit: CODES_PER_IP_PER_HOUR, windowS: 3600, perIp: true },
  verifyPerIp: { bucket: "code_verify_ip", limit: VERIFY_ATTEMPTS_PER_IP, windowS: VERIFY_WINDOW_S, perIp: true },
} satisfies Record<string, RateLimit>;

export type Limited = { ok: false; error: "rate_email" | "rate_ip" | "rate_verify"; retryAfterS: number };
export type CodeError = { ok: false; error: "invalid" | "expired" | "exhausted" };

/**
 * The limits of every request that e-mails a code (sign-in, identity, e-mail change): the
 * per-e-mail and the per-IP quota are checked together and spent only when both pass, so an IP
 * over its own limit cannot burn another person's per-e-mail quota.
 */
async function limitCodeRequest(email: string, ip: string): Promise<Limited | null> {
  const decision = await consumeRates([
    [RATE_LIMITS.codesPerEmail, email],
    [RATE_LIMITS.codesPerIp, ip],
  ]);
  if (decision.ok) return null;
  return { ok: false, error: decision.rule === RATE_LIMITS.codesPerEmail ? "rate_email" : "rate_ip", retryAfterS: decision.retryAfterS };
}

/** Rate-limits, creates and e-mails a code; the e-mail is already normalised. */
async function sendCode(
  email: string,
  purpose: CodePurpose,
  userId: number | null,
  ip: string,
  locale: Locale,
): Promise<{ ok: true } | Limited | { ok: false; error: "mail" }> {
  const limited = await limitCodeRequest(email, ip);
  if (limited) return limited;
  const code = await createCode(email, purpose, userId);
  const sent = await sendMail(codeMail(locale, purpose, email, code));
  return sent ? { ok: true } : { ok: false, error: "mail" };
}

async function countVerification(ip: string): Promise<Limited | null> {
  const decision = await consumeRate(RATE_LIMITS.verifyPerIp, ip);
  return decision.ok ? null : { ok: false, error: "rate_verify", retryAfterS: decision.retryAfterS };
}

/** POST /api/users/access/confirmation_action: a sign-in code to `email` (account or not: no enumeration). */
export function requestSignInCode(email: string, ip: string, locale: Locale) {
  return sendCode(email, "sign_in", null, ip, locale);
}

export type SignInResult = { ok: true; pair: TokenPair; user: UserRow; created: boolean } | Limited | CodeError | { ok: false; error: "terms" };

/**
 * POST /api/users/access/token: checks the code, creates the user on the first sign-in (which
 * needs the terms accepted) and opens a session.
 */
export async function signInWithCode(request: Request, input: { email: string; code: string; terms_accepted?: boolean }, ip: string): Promise<SignInResult> {
  const limited = await countVerification(ip);
  if (limited) return limited;
  const existing = await findUserByEmail(input.email);
  const signUp = !existing || existing.guest;
  if (signUp && input.terms_accepted !== true) {
    // Only someone holding the valid code learns that the terms are missing.
    const peek = await checkCode(input.email, "sign_in", input.code, null, false);
    return peek.ok ? { ok: false, error: "terms" } : peek;
  }
  const check = await checkCode(input.email, "sign_in", input.code, null);
  if (!check.ok) return check;
  const { user, created } = existing ? { user: existing, created: false } : await getOrCreateUser(input.email);
  const pair = await openSession(request, user, CODE_SIGN_IN_METHOD);
  return { ok: true, pair, user: { ...user, guest: false }, created };
}

/** A code to the signed-in user's own e-mail, to unlock sensitive edit forms. */
export function requestIdentityCode(caller: Caller, ip: string, locale: Locale) {
  return sendCode(caller.user.email, "identity", caller.user.id, ip, locale);
}

/** Unlocks the caller's session for UNLOCK_TTL_S with the identity code. */
export async function confirmIdentity(caller: Caller, code: string, ip: string): Promise<{ ok: true; unlockedUntil: Date } | Limited | CodeError> {
  const limited = await countVerification(ip);
  if (limited) return limited;
  const check = await checkCode(caller.user.email, "identity", code, caller.user.id);
  if (!check.ok) return check;
  const unlockedUntil = new Date(Date.now() + UNLOCK_TTL_S * 1000);
  const db = await getDb();
  await db.update(sessions).set({ unlockedUntil }).where(eq(sessions.id, caller.session.id));
  return { ok: true, unlockedUntil };
}

/**
 * A code to the new address (the caller is unlocked). Limited like every code request. An address
 * of another account gets the same answer as a free one (no enumeration): no code is
 * created, and its owner is told by e-mail that someone tried to use it.
 */
export async function requestEmailChange(
  caller: Caller,
  email: string,
  ip: string,
  locale: Locale,
): Promise<{ ok: true } | Limited | { ok: false; error: "mail" } | { ok: false; error: "same" }> {
  if (email === caller.user.email) return { ok: false, error: "same" };
  const limited = await limitCodeRequest(email, ip);
  if (limited) return limited;
  const owner = await findUserByEmail(email);
  if (!owner) {
    const code = await createCode(email, "email_change", caller.user.id);
    return (await sendMail(codeMail(locale, "email_change", email, code))) ? { ok: true } : { ok: false, error: "mail" };
  }
  const notice = emailInUseMail(isLocale(owner.locale) ? owner.locale : locale, owner.email);
  return (await sendMail(notice)) ? { ok: true } : { ok: false, error: "mail" };
}

/** Makes `email` the caller's sign-in e-mail once its code is confirmed. */
export async function confirmEmailChange(
  caller: Caller,
  email: string,
  code: string,
  ip: string,
): Promise<{ ok: true; user: UserRow } | Limited | CodeError | { ok: false; error: "taken" }> {
  const limited = await countVerification(ip);
  if (limited) return limited;
  const check = await checkCode(email, "email_change", code, caller.user.id);
  if (!check.ok) return check;
  const db = await getDb();
  try {
    const [user] = await db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, caller.user.id)).returning();
    await createNotification(user.id, "email_changed", { email });
    return { ok: true, user };
  } catch (error) {
    if ((error as { code?: string }).code === "23505" || /unique/i.test(String((error as Error).message))) return { ok: false, error: "taken" };
    throw error;
  }
}
