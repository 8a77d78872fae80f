import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { jobs } from "@/lib/db/schema";
import { installJobRunner } from "./queue";
import { jobHandler } from "./registry";

/**
 * Runs the durable job table's due jobs with the handlers of registry.ts: claimed with FOR UPDATE
 * SKIP LOCKED (several processes may run jobs), retried with exponential backoff, and a job whose
 * runner died (kill -9) is claimed again once its lock expires.
 */

const MAX_ATTEMPTS = 8;
const LOCK_SECONDS = 120;

/** Seconds before attempt `n + 1`: 10 s, 20 s, 40 s … up to an hour. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));

type Claimed = { id: number; kind: string; payload: Record<string, unknown>; attempts: number };

/** Claims and runs up to `limit` due jobs; answers how many ran. */
export async function runDueJobs(limit = 10): Promise<number> {
  const db = await getDb();
  const claimed = (await db.execute(sql`
    UPDATE ${jobs} SET status = 'running', attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LOCK_SECONDS}), updated_at = now()
    WHERE id IN (
      SELECT id FROM ${jobs}
      WHERE (status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now())
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, payload, attempts`)) as unknown as { rows: Claimed[] } | Claimed[];
  const rows = Array.isArray(claimed) ? claimed : claimed.rows;
  for (const job of rows) {
    const handler = jobHandler(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload);
      await db.execute(sql`UPDATE ${jobs} SET status = 'done', locked_until = NULL, last_error = NULL, updated_at = now() WHERE id = ${job.id}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= MAX_ATTEMPTS;
      console.error(`[jobs] ${job.kind} #${job.id} attempt ${job.attempts} failed: ${message}`);
      await db.execute(sql`
        UPDATE ${jobs} SET status = ${giveUp ? "failed" : "queued"}, locked_until = NULL, last_error = ${message.slice(0, 2000)},
          run_at = now() + make_interval(secs => ${backoffSeconds(job.attempts)}), updated_at = now()
        WHERE id = ${job.id}`);
    }
  }
  return rows.length;
}

let running: Promise<void> | null = null;

/** Runs due jobs until none is due, unless a run is already going; never throws. */
export function runJobsNow(): Promise<void> {
  running ??= (async () => {
    try {
      while ((await runDueJobs()) > 0);
    } catch (error) {
      console.error("[jobs] run failed:", error instanceof Error ? error.message : error);
    } finally {
      running = null;
    }
  })();
  return running;
}

installJobRunner(runJobsNow);
