import "server-only";
import type { Db } from "@/lib/db/client";
import { statusChanges } from "@/lib/db/schema";

/** A table of allowed transitions: from → the statuses it may move to. */
export type Transitions<S extends string> = Readonly<Record<S, readonly S[]>>;

/** Throws when `from → to` is not in the table: a bug in the caller, never bad input. */
export function assertTransition<S extends string>(entity: string, table: Transitions<S>, from: S, to: S): void {
  if (!table[from]?.includes(to)) throw new Error(`${entity}: no transition ${from} → ${to}`);
}

/** Who moved a record: `user:<uid>`, `system`, `provider:<id>`. */
export type Actor = string;

/** Records one status change (CONVENTIONS 14); called by the move functions of each status.ts only. */
export async function recordStatusChange(db: Db, entity: string, entityId: number, from: string | null, to: string, actor: Actor, reason: string): Promise<void> {
  await db.insert(statusChanges).values({ entity, entityId, fromStatus: from, toStatus: to, actor, reason });
}
