/**
 * Moves the app's clock (lib/clock.ts) of a run that gave its servers and tests TEST_CLOCK_FILE, so a
 * test lets a stock hold or a payment session run out without waiting. Only files that own their
 * run's server may move it (every file of that run sees the new time).
 */
import { readFileSync, writeFileSync } from "node:fs";

function file(): string {
  const path = process.env.TEST_CLOCK_FILE;
  if (!path) throw new Error("TEST_CLOCK_FILE is not set: this test needs a run whose servers read a movable clock (tests/run-api.ts)");
  return path;
}

/** Milliseconds the app's clock runs ahead of the system clock. */
export function clockOffsetMs(): number {
  try {
    return Number(readFileSync(file(), "utf8").trim()) || 0;
  } catch {
    return 0;
  }
}

/** The app's time now. */
export const appNow = (): number => Date.now() + clockOffsetMs();

/** Moves the app's clock forward by `ms`. */
export function advanceClock(ms: number): void {
  writeFileSync(file(), String(clockOffsetMs() + ms));
}

/** Polls `read` until `done` says yes (the app's background work runs every few seconds). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs} ms; last: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
