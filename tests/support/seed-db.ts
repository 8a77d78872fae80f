/**
 * Child process of tests/support/server.ts: prepares one test database and prints what the tests
 * need as the last line of stdout (JSON). Run in its own process so the database configuration
 * comes only from its environment (DATA_DIR or DATABASE_URL) and an embedded PGlite directory is
 * released when it exits.
 *
 *   npx tsx tests/support/seed-db.ts --offers 1200 [--reset-postgres]
 */
import { parseArgs } from "node:util";
import { asc, eq } from "drizzle-orm";
import { openDatabase } from "@/lib/db/client";
import { offers } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/db/seed/seed";
import { env } from "@/lib/env";

async function resetPostgres(url: string): Promise<void> {
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    // The test database is disposable: everything, including drizzle's migration journal, goes.
    await client.query("DROP SCHEMA IF EXISTS drizzle CASCADE");
    await client.query("DROP SCHEMA IF EXISTS public CASCADE");
    await client.query("CREATE SCHEMA public");
  } finally {
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { offers: { type: "string", default: "1200" }, "reset-postgres": { type: "boolean", default: false } },
  });
  if (values["reset-postgres"]) {
    if (!env.DATABASE_URL) throw new Error("--reset-postgres needs DATABASE_URL");
    await resetPostgres(env.DATABASE_URL);
  }
  const handle = await openDatabase();
  try {
    const result = await seedDatabase(handle.db, { offers: Number(values.offers), force: true });
    const [hidden] = await handle.db
      .select({ uid: offers.uid })
      .from(offers)
      .where(eq(offers.status, "hidden"))
      .orderBy(asc(offers.id))
      .limit(1);
    console.log(JSON.stringify({ counts: result.counts, hiddenOfferUid: hidden?.uid ?? null }));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
