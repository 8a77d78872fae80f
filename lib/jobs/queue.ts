import "server-only";
import type { Db } from "@/lib/db/client";
import { jobs } from "@/lib/db/schema";
import type { JobKind, JobPayload } from "./kinds";

/**
 * The durable job table (CONVENTIONS 20). A job is enqueued in the same transaction as the change
 * that calls for it, so a crash either loses both or neither; it is claimed with FOR UPDATE SKIP
 * LOCKED (several processes may run jobs), retried with exponential backoff, and a job whose runner
 * died (kill -9) is claimed again once its lock expires. Handlers must be idempotent: a job may run
 * twice when its process dies between the work and the `done` mark.
 *
 * This module is what the domains that enqueue jobs import; it knows the kinds, not their handlers.
 * The runner (runner.ts) imports the handlers, and the handlers import the domains, so the runner
 * installs itself in a process-wide slot when it loads (instrumentation.ts loads it through
 * background.ts) and `kickJobs` reaches it there: the domains and the runner never import each other.
 */
export async function enqueueJob(db: Db, kind: JobKind, payload: JobPayload): Promise<void> {
  await db.insert(jobs).values({ kind, payload });
}

const runnerSlot = Symbol.for("marketplace.jobs.runner");

/** Makes `run` the process's job runner (runner.ts calls it when it loads). */
export function installJobRunner(run: () => Promise<void>): void {
  (globalThis as { [runnerSlot]?: () => Promise<void> })[runnerSlot] = run;
}

/**
 * Runs due jobs now (an enqueuing request's e-mail, a refund) unless a run is already going; never
 * throws. In a process without a runner (a script) it does nothing: the background poll of the app
 * picks the job up within seconds, and the job table keeps it either way.
 */
export function kickJobs(): Promise<void> {
  const run = (globalThis as { [runnerSlot]?: () => Promise<void> })[runnerSlot];
  return run ? run() : Promise.resolve();
}
