/**
 * Serves the production build: Next.js on an internal loopback port, and in front of it on PORT the
 * micro-cache front (ADR 0003). `npm start`, the API and e2e tests and the benchmark all serve
 * through here, so they measure and test what users get.
 *
 *   npx tsx scripts/serve.ts [--port 3000]
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { env } from "@/lib/env";
import { createFrontServer } from "@/lib/http/front-server";
import { MicroCache } from "@/lib/http/micro-cache";
import { freePort, waitForOk } from "./lib/net";

/** Next binds `localhost`: with an IP literal, Next 16 treats the proxy's own rewrites as external. */
const INTERNAL_HOST = "localhost";

export async function main() {
  const { values } = parseArgs({ options: { port: { type: "string" } } });
  const port = values.port ? Number(values.port) : env.PORT;
  const internalPort = await freePort(INTERNAL_HOST);
  const nextBin = path.join(process.cwd(), "node_modules/next/dist/bin/next");
  const next = spawn(process.execPath, [nextBin, "start", "-H", INTERNAL_HOST, "-p", String(internalPort)], {
    stdio: "inherit",
    // The proxy refreshes expired access tokens through the app's own API, straight to this port.
    env: { ...process.env, NODE_ENV: "production", INTERNAL_ORIGIN: `http://${INTERNAL_HOST}:${internalPort}` },
  });
  let alive = true;
  next.on("exit", (code) => {
    alive = false;
    console.error(`Next.js server exited (${code ?? "signal"})`);
    process.exit(code ?? 1);
  });
  const stop = () => {
    next.kill("SIGTERM");
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  // A parent killed outright (SIGKILL) cannot stop us: leave with it rather than hold the port.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 1000).unref();

  await waitForOk(`http://${INTERNAL_HOST}:${internalPort}/health`, 120_000, () => alive);
  const cache =
    env.MICRO_CACHE_TTL_MS > 0
      ? new MicroCache({
          ttlMs: env.MICRO_CACHE_TTL_MS,
          maxEntries: env.MICRO_CACHE_MAX_ENTRIES,
          maxBytes: env.MICRO_CACHE_MAX_BYTES,
          maxBodyBytes: Math.min(2 * 1024 * 1024, env.MICRO_CACHE_MAX_BYTES / 4),
        })
      : null;
  const front = createFrontServer({ upstream: { host: INTERNAL_HOST, port: internalPort }, cache, trustedProxies: env.TRUSTED_PROXIES });
  front.keepAliveTimeout = 65_000;
  front.listen(port, () => {
    console.log(`Storefront ready at http://localhost:${port}`);
    if (!env.SMTP_URL) console.log(`No SMTP_URL: e-mail is not sent; sign-in codes appear at http://localhost:${port}/mailbox (demo only)`);
  });
}

if (process.argv[1]?.endsWith("serve.ts")) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
