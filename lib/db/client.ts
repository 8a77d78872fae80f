import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/env";
import * as schema from "./schema";

/** The one database type the app codes against; both drivers produce it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Handle = { db: Db; close: () => Promise<void> };

const migrationsFolder = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib/db/migrations");

/**
 * `next build` prerenders in several worker processes at once. An embedded database directory can
 * only be opened by one process, so the build gets an empty in-memory database instead and pages
 * read real data at request time.
 */
const isBuild = process.env.NEXT_PHASE === "phase-production-build";

async function openPglite(dataDir: string | undefined): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // PGlite's own start parameters, plus the buffer pool's size (PostgreSQL's default is 128MB).
  const startParams = [...PGlite.defaultStartParams, "-c", `shared_buffers=${env.PGLITE_SHARED_BUFFERS}`];
  // No dataDir: an in-memory database.
  const client = await PGlite.create({ dataDir, startParams });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
}

async function openPostgres(url: string): Promise<Handle> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.default.Pool({
    connectionString: url,
    max: env.DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 3000,
    // No JIT: the facet counts' set-returning functions (jsonb_each ...) are estimated at 100 rows
    // each, which puts their cost above jit_above_cost, and compiling them took ~600 ms of a ~100 ms
    // query at 100,000 offers (ADR 0015, proposal 4). The app's queries are all short; PGlite has no JIT.
    options: "-c jit=off",
  });
  // An idle client that loses its server must not crash the process.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return { db: db as unknown as Db, close: () => pool.end() };
}

/** Opens the configured database and applies pending migrations. */
export function openDatabase(options: { url?: string; dataDir?: string; inMemory?: boolean } = {}) {
  const url = options.url ?? env.DATABASE_URL;
  if (options.inMemory) return openPglite(undefined);
  if (url) return openPostgres(url);
  return openPglite(path.resolve(/*turbopackIgnore: true*/ options.dataDir ?? env.DATA_DIR));
}

// One handle per process, even when several server bundles include this module.
const slot = Symbol.for("marketplace.db");
type Slot = { [slot]?: Promise<Handle> };

/** The process-wide database, opened (and migrated) on first use. A failed open is retried next call. */
export function getDb(): Promise<Db> {
  const g = globalThis as Slot;
  if (!g[slot]) {
    const opening = openDatabase({ inMemory: isBuild });
    g[slot] = opening;
    opening.catch(() => {
      if (g[slot] === opening) g[slot] = undefined;
    });
  }
  return g[slot].then((h) => h.db);
}

/** Closes the process-wide database (scripts and tests). */
export async function closeDb(): Promise<void> {
  const g = globalThis as Slot;
  const handle = g[slot];
  g[slot] = undefined;
  if (handle) await (await handle).close();
}
