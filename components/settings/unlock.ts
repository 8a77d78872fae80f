/**
 * Identity confirmation keeps sensitive edit forms unlocked for 10 minutes (spec section 6).
 * The server is the authority (a write while locked answers 403); the page mirrors the deadline it
 * was given so the forms relock on screen when it passes.
 */

/** Milliseconds left until `unlockedUntil`, or 0 when locked (missing, unparsable or past). */
export function unlockRemainingMs(unlockedUntil: string | null | undefined, now: number): number {
  if (!unlockedUntil) return 0;
  const until = Date.parse(unlockedUntil);
  return Number.isFinite(until) && until > now ? until - now : 0;
}

export function isUnlocked(unlockedUntil: string | null | undefined, now: number): boolean {
  return unlockRemainingMs(unlockedUntil, now) > 0;
}

/** "14:05": the deadline on the visitor's own clock, 24-hour in both languages. */
export function formatClock(iso: string, localeTag: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeTag, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(new Date(iso));
}
