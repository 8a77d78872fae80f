/**
 * Started by playwright.config.ts: the production build on a freshly seeded embedded database, or
 * (`--database-down`) on a PostgreSQL address where nothing listens, for /health and the
 * server-not-available page. Runs until Playwright stops it.
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { prepareDatabase, startServer, tempPgliteTarget, type DbTarget } from "./server";

/** Where the e2e server leaves facts about its seeded catalogue for the specs. */
export function e2eSeedFile(port: number): string {
  return path.join(os.tmpdir(), `marketplace-e2e-seed-${port}.json`);
}

async function main() {
  const { values } = parseArgs({ options: { port: { type: "string" }, "database-down": { type: "boolean", default: false } } });
  const port = Number(values.port);
  let cleanup = () => {};
  let target: DbTarget;
  if (values["database-down"]) {
    // Port 1 on loopback: connections are refused at once, as with a stopped database server.
    target = { kind: "postgres", url: "postgres://postgres@127.0.0.1:1/unreachable" };
  } else {
    const temp = tempPgliteTarget("e2e");
    target = temp.target;
    cleanup = temp.cleanup;
    const seed = await prepareDatabase(target);
    // What the specs need to know about the seeded catalogue (a hidden offer, the counts).
    writeFileSync(e2eSeedFile(port), JSON.stringify(seed));
  }
  const server = await startServer(target, { port, timeoutMs: 120_000 });
  console.log(`e2e server ready at ${server.baseUrl}`);
  const shutdown = async () => {
    await server.stop();
    cleanup();
    process.exit(0);
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

if (process.argv[1]?.endsWith("e2e-server.ts")) main().catch((error) => {
  console.error(error);
  process.exit(1);
});
