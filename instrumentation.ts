/**
 * Background work of the server process (CONVENTIONS 20): every few seconds, due jobs of the durable
 * job table run (e-mails, retried with backoff) and orders whose stock hold expired unpaid are
 * cancelled. Nothing runs during `next build`.
 *
 * First, the start-up checks of a deployment (lib/deployment.ts): `npm start` makes them before
 * anything else, but a bare `next start` comes here only, and must refuse the same way.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { refuseToStartIfUnfit } = await import("./lib/deployment-guard");
  refuseToStartIfUnfit();
  const { startBackgroundWork } = await import("./lib/jobs/background");
  startBackgroundWork();
}
