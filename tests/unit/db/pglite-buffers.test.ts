/**
 * The embedded database's buffer pool (PGLITE_SHARED_BUFFERS, lib/db/client.ts): 32MB unless set,
 * the size given when set, and a clear error for a value PostgreSQL would not read as a size. It
 * lives in the app process's memory (ADR 0015, the memory soak), so the setting must reach PGlite.
 */
import { sql } from "drizzle-orm";

jest.mock("@electric-sql/pglite", () => jest.requireActual<typeof import("../../support/jest-pglite")>("../../support/jest-pglite").realPglite());

const saved = process.env.PGLITE_SHARED_BUFFERS;
afterEach(() => {
  if (saved === undefined) delete process.env.PGLITE_SHARED_BUFFERS;
  else process.env.PGLITE_SHARED_BUFFERS = saved;
  jest.resetModules();
});

async function sharedBuffers(): Promise<string> {
  delete process.env.DATABASE_URL;
  const { openDatabase } = await import("@/lib/db/client");
  const handle = await openDatabase({ inMemory: true });
  try {
    const result = (await handle.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
    return result.rows[0].shared_buffers;
  } finally {
    await handle.close();
  }
}

it("is 32MB unless set", async () => {
  delete process.env.PGLITE_SHARED_BUFFERS;
  expect(await sharedBuffers()).toBe("32MB");
}, 60_000);

it("is the size PGLITE_SHARED_BUFFERS gives", async () => {
  process.env.PGLITE_SHARED_BUFFERS = "16MB";
  expect(await sharedBuffers()).toBe("16MB");
}, 60_000);

it("refuses a value that is not a size, naming the variable", async () => {
  process.env.PGLITE_SHARED_BUFFERS = "32 MB";
  await expect(import("@/lib/env")).rejects.toThrow("PGLITE_SHARED_BUFFERS must be a size such as 32MB (kB, MB or GB)");
});
