import "server-only";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/lib/db/client";
import type { fingerprintResponse } from "./schemas";

/**
 * What a request may legitimately change even when it is refused with a 4xx, and so is left out of
 * the database fingerprint (the API fuzz test asserts that nothing else changes on a 4xx):
 * - tables named `rate_limit*`: every counted attempt is recorded, the refused ones included (that
 *   is how a limit fires);
 * - `app_secrets`: a signing secret is generated on first use, by whichever request needs it first;
 * - `email_codes.failed_attempts`: a wrong code answers 400 and counts the miss (the code dies at 5);
 * - `sessions.last_used_at`: every authenticated request touches it (at most once a minute), also
 *   one whose input is then refused.
 * (A refresh token presented a second time answers 401 and revokes its session on purpose: reuse
 * detection. The fuzz test never holds a valid refresh token, so that path stays out of its way.)
 */
const SKIPPED_TABLES = /^(rate_limit.*|app_secrets)$/;
const SKIPPED_COLUMNS: Record<string, Set<string>> = {
  email_codes: new Set(["failed_attempts"]),
  sessions: new Set(["last_used_at"]),
};

/** A hash per table of the application's schema (rows in text form, sorted), for change detection in tests. */
export async function databaseFingerprint(): Promise<z.infer<typeof fingerprintResponse>> {
  const db = await getDb();
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  );
  const byTable = new Map<string, string[]>();
  const skipped = new Set<string>();
  for (const { table_name: table, column_name: column } of columns) {
    if (SKIPPED_TABLES.test(table)) skipped.add(table);
    else if (SKIPPED_COLUMNS[table]?.has(column)) skipped.add(`${table}.${column}`);
    else byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const tables: Record<string, { rows: number; md5: string }> = {};
  for (const [table, names] of byTable) {
    const list = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
    const [row] = rowsOf<{ rows: number | string; md5: string | null }>(
      await db.execute(sql`select count(*) as rows, md5(coalesce(string_agg(r::text, E'\n' order by r::text), '')) as md5
        from (select ${list} from ${sql.identifier(table)}) r`),
    );
    tables[table] = { rows: Number(row.rows), md5: row.md5 ?? "" };
  }
  return { tables, skipped: [...skipped].sort() };
}
