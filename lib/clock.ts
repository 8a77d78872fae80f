import "server-only";
import { readFileSync } from "node:fs";
import { env } from "@/lib/env";

/**
 * The one clock of time-dependent rules (CONVENTIONS 24): stock holds, payment sessions and their
 * grace, refunds. Everything that decides by the time reads `now()` here, so a test can move the
 * app's time forward (TEST_CLOCK_FILE holds an offset in milliseconds, read on every call so every
 * app process of a run sees the same time) instead of sleeping. Without the variable it is the
 * system clock.
 */
export function nowMs(): number {
  return Date.now() + offsetMs();
}

export function now(): Date {
  return new Date(nowMs());
}

function offsetMs(): number {
  if (!env.TEST_CLOCK_FILE) return 0;
  try {
    const value = Number(readFileSync(env.TEST_CLOCK_FILE, "utf8").trim());
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}
