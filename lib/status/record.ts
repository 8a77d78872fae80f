import "server-only";
import type { Db } from "@/lib/db/client";
import { statusChanges } from "@/lib/db/schema";

/** A table of allowed transitions: from → the statuses it may move to. */
export type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;

/** Throws when `from → to` is not in the table: a bug in the caller, never bad input. */
export function assertTransition<S extends string>(entity: string, table: Transitions<S>, from: S, to: S): void {
  if (!table[from]?.includes(to)) throw new Error(`${entity}: no transition ${from} → ${to}`);
}

/** Who moved a record: `user:<uid>`, `system`, `provider:<id>`, `staff-token`. */
export type Actor = string;

/** Records one status change (CONVENTIONS 14); called by the move functions of each status.ts only. */
export async function recordStatusChange(db: Db, entity: string, entityId: number, from: string | null, to: string, actor: Actor, reason: string): Promise<void> {
  await db.insert(statusChanges).values({ entity, entityId, fromStatus: from, toStatus: to, actor, reason });
}

/** Rows per multi-row insert: 500 changes of 6 columns stay far below PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

/**
 * Records many changes of one kind at once (a CSV import of thousands of offers, a blocked
 * organisation's offers): one statement per 500 rows instead of one per row.
 */
export async function recordStatusChanges(db: Db, entity: string, changes: readonly { id: number; from: string | null; to: string }[], actor: Actor, reason: string): Promise<void> {
  for (let at = 0; at < changes.length; at += CHUNK) {
    const rows = changes.slice(at, at + CHUNK).map((c) => ({ entity, entityId: c.id, fromStatus: c.from, toStatus: c.to, actor, reason }));
    await db.insert(statusChanges).values(rows);
  }
}
