/**
 * Background work of the server process (CONVENTIONS 20): every few seconds, due jobs of the durable
 * job table run (e-mails, retried with backoff) and orders whose stock hold expired unpaid are
 * cancelled. Nothing runs during `next build`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startBackgroundWork } = await import("./lib/jobs/background");
  startBackgroundWork();
}
