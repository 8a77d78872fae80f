import type { Db } from "@/lib/db/client";

/**
 * Expected failures as values (CONVENTIONS 4) for writes that run in a transaction: a function ends
 * the transaction with `abort(...)`, which rolls back whatever it wrote, and the caller gets the
 * failure back as a value to answer (a 4xx never leaves a write behind: tests/api/serial/fuzz).
 */

/** An expected failure: the HTTP status and code to answer, a message, and field errors or extra fields. */
export type Fail = { ok: false; status: number; code: string; message: string; errors?: { field: string; msg: string }[]; extra?: Record<string, unknown> };
export type Ok<T> = { ok: true; data: T };

export const fail = (status: number, code: string, message: string, errors?: Fail["errors"], extra?: Record<string, unknown>): Fail => ({ ok: false, status, code, message, errors, extra });

/** Thrown inside a transaction: it rolls back whatever the transaction wrote, then `failure` is answered. */
export class Rollback extends Error {
  constructor(readonly failure: Fail) {
    super(failure.message);
  }
}

/** Ends the transaction with a failure and no change. */
export function abort(status: number, code: string, message: string, errors?: Fail["errors"], extra?: Record<string, unknown>): never {
  throw new Rollback(fail(status, code, message, errors, extra));
}

/** `db.transaction`, answering a Rollback's failure as a value. */
export async function transact<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T | Fail> {
  try {
    return await db.transaction((tx) => fn(tx));
  } catch (error) {
    if (error instanceof Rollback) return error.failure;
    throw error;
  }
}
