/**
 * Started by playwright.config.ts: the production build on a freshly seeded embedded database, or
 * (`--database-down`) on a PostgreSQL address where nothing listens, for /health and the
 * server-not-available page. Runs until Playwright stops it.
 *
 * The seeded server has "Sign in with Google" pointed at a loopback OpenID Connect issuer started
 * here (tests/support/oidc-issuer.ts), and no SMTP_URL: the browser reads sign-in codes from the
 * app's demo mailbox page (/mailbox).
 */
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startOidcIssuer, type OidcIssuer } from "./oidc-issuer";
import { prepareDatabase, startServer, tempPgliteTarget, type DbTarget, type SeedInfo } from "./server";

/** Where the e2e server leaves facts about its seeded catalogue for the specs. */
export function e2eSeedFile(port: number): string {
  return path.join(os.tmpdir(), `marketplace-e2e-seed-${port}.json`);
}

/** What the seeded e2e server tells the specs: the catalogue facts and its Google (OIDC) issuer. */
export type E2eSeed = SeedInfo & { oidc: { issuer: string; clientId: string } };

/** The facts of the e2e server on `port` (default: this Playwright worker's own server, playwright.config.ts). */
export function readE2eSeed(port = Number(process.env.E2E_PORT ?? 3210) + 2 * Number(process.env.TEST_PARALLEL_INDEX ?? 0)): E2eSeed {
  return JSON.parse(readFileSync(e2eSeedFile(port), "utf8")) as E2eSeed;
}

async function main() {
  const { values } = parseArgs({ options: { port: { type: "string" }, "database-down": { type: "boolean", default: false } } });
  const port = Number(values.port);
  let cleanup = () => {};
  let target: DbTarget;
  let issuer: OidcIssuer | undefined;
  const appEnv: Record<string, string> = {};
  if (values["database-down"]) {
    // Port 1 on loopback: connections are refused at once, as with a stopped database server.
    target = { kind: "postgres", url: "postgres://postgres@127.0.0.1:1/unreachable" };
  } else {
    const temp = tempPgliteTarget("e2e");
    target = temp.target;
    cleanup = temp.cleanup;
    const seed = await prepareDatabase(target);
    const callbackPath = "/api/users/access/google/callback";
    issuer = await startOidcIssuer({ redirectUris: [`http://127.0.0.1:${port}${callbackPath}`, `http://localhost:${port}${callbackPath}`] });
    Object.assign(appEnv, { OIDC_ISSUER: issuer.issuer, GOOGLE_CLIENT_ID: issuer.clientId, GOOGLE_CLIENT_SECRET: issuer.clientSecret });
    // What the specs need to know: the seeded catalogue (a hidden offer, the counts) and the issuer.
    const facts: E2eSeed = { ...seed, oidc: { issuer: issuer.issuer, clientId: issuer.clientId } };
    writeFileSync(e2eSeedFile(port), JSON.stringify(facts));
  }
  // The demo mailbox, never a real SMTP server, whatever the calling shell has set. One trusted proxy
  // hop: a spec that plays several people gives each browser context its own loopback address
  // (X-Forwarded-For 127.0.0.x), so the per-network sign-in limits (20 codes checked per 10 min)
  // count each person, not the whole suite; requests without the header are 127.0.0.1 as before.
  const server = await startServer(target, { port, timeoutMs: 120_000, env: { ...appEnv, SMTP_URL: "", TRUSTED_PROXIES: "1" } });
  console.log(`e2e server ready at ${server.baseUrl}`);
  const shutdown = async () => {
    await server.stop();
    await issuer?.stop();
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
