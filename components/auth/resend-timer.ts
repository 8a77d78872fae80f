import { useEffect, useState } from "react";

/**
 * Resend timers are kept per e-mail (spec section 3) in localStorage as `{ email: resendAvailableAt }`
 * (epoch ms), so reopening the dialog, or another tab, keeps counting for the same address.
 */
export const RESEND_KEY = "application_login_resend";

type Timers = Record<string, number>;

const norm = (email: string) => email.trim().toLowerCase();

function readAll(): Timers {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(RESEND_KEY) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Timers) : {};
  } catch {
    return {};
  }
}

/** When a new code may be requested for `email` (epoch ms; 0 when it may be now). */
export function resendAvailableAt(email: string, now = Date.now()): number {
  const at = readAll()[norm(email)];
  return typeof at === "number" && at > now ? at : 0;
}

/** Records that `email` may ask again only after `seconds` (the answer's resend_after or Retry-After). */
export function holdResend(email: string, seconds: number, now = Date.now()) {
  const timers = readAll();
  // Expired entries are dropped so the map never grows past the addresses in use.
  for (const [key, at] of Object.entries(timers)) if (typeof at !== "number" || at <= now) delete timers[key];
  timers[norm(email)] = now + Math.max(0, seconds) * 1000;
  try {
    window.localStorage.setItem(RESEND_KEY, JSON.stringify(timers));
  } catch {
    /* storage disabled: the timer lives as long as the dialog */
  }
}

/** Seconds of a Retry-After header (delta-seconds or an HTTP date), or `fallback`. */
export function retryAfterSeconds(value: string | null | undefined, fallback: number, now = Date.now()): number {
  if (!value) return fallback;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, Math.ceil((date - now) / 1000)) : fallback;
}

/** "1:05": minutes and seconds of a countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Whole seconds left until `email` may request a new code, ticking once a second; `version` re-reads the store. */
export function useResendCountdown(email: string, version: number): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    const tick = () => {
      const at = email ? resendAvailableAt(email) : 0;
      setLeft(at ? Math.ceil((at - Date.now()) / 1000) : 0);
      return at;
    };
    if (!tick()) return;
    const id = window.setInterval(() => {
      if (!tick()) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [email, version]);
  return left;
}
