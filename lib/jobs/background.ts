import "server-only";
import { runJobsNow } from "./runner";

const slot = Symbol.for("marketplace.background");
const INTERVAL_MS = 5000;

/** Starts the job and hold-expiry poll once per process. */
export function startBackgroundWork(): void {
  const g = globalThis as { [slot]?: NodeJS.Timeout };
  if (g[slot]) return;
  g[slot] = setInterval(() => {
    void (async () => {
      try {
        const { releaseExpiredReservations } = await import("@/lib/payments/service");
        await releaseExpiredReservations();
      } catch (error) {
        console.error("[background] hold expiry failed:", error instanceof Error ? error.message : error);
      }
      await runJobsNow();
    })();
  }, INTERVAL_MS);
  g[slot].unref();
}
