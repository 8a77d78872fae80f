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

/**
 * Per table of the application's schema: its row count and a hash of its rows' contents, for change
 * detection in tests. The hash is the sum of a 64-bit hash of each row in text form: independent of row
 * order, so no sort is needed, and all tables are read by one statement (an API fuzz run asks for it
 * hundreds of times; md5 over the sorted rows, one statement per table, took ~140 ms on PGlite, this
 * ~40 ms: docs/testing.md).
 */
export async function databaseFingerprint(): Promise<z.infer<typeof fingerprintResponse>> {
  const db = await getDb();
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  // The catalogue itself, not information_schema's views (ten times slower to ask).
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.relname as table_name, a.attname as column_name
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`),
  );
  const byTable = new Map<string, string[]>();
  const skipped = new Set<string>();
  for (const { table_name: table, column_name: column } of columns) {
    if (SKIPPED_TABLES.test(table)) skipped.add(table);
    else if (SKIPPED_COLUMNS[table]?.has(column)) skipped.add(`${table}.${column}`);
    else byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const perTable = [...byTable].map(([table, names]) => {
    const list = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
    return sql`select ${table}::text as name, count(*) as rows, coalesce(sum(hashtextextended(r::text, 0)), 0)::text as hash
      from (select ${list} from ${sql.identifier(table)}) r`;
  });
  const tables: Record<string, { rows: number; hash: string }> = {};
  if (perTable.length) {
    for (const row of rowsOf<{ name: string; rows: number | string; hash: string }>(await db.execute(sql.join(perTable, sql` union all `)))) {
      tables[row.name] = { rows: Number(row.rows), hash: row.hash };
    }
  }
  return { tables, skipped: [...skipped].sort() };
}
