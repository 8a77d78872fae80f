/**
 * Serves the production build: Next.js on an internal loopback port, and in front of it on PORT the
 * micro-cache front (ADR 0003). `npm start`, the API and e2e tests and the benchmark all serve
 * through here, so they measure and test what users get.
 *
 *   npx tsx scripts/serve.ts [--port 3000]
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { STARTUP_REVALIDATE_HEADER, STARTUP_REVALIDATE_PATH } from "@/lib/cache/startup-revalidate";
import { env } from "@/lib/env";
import { createFrontServer } from "@/lib/http/front-server";
import { MicroCache } from "@/lib/http/micro-cache";
import { demoMailboxStartProblem } from "@/lib/mail/demo-mailbox";
import { freePort, waitForOk } from "./lib/net";

/** Next binds `localhost`: with an IP literal, Next 16 treats the proxy's own rewrites as external. */
const INTERNAL_HOST = "localhost";

export async function main() {
  // Before anything else: a public site must not run with sign-in codes only in the demo mailbox.
  const problem = demoMailboxStartProblem(env);
  if (problem) throw new Error(`Refusing to start.\n${problem}`);
  const { values } = parseArgs({ options: { port: { type: "string" } } });
  const port = values.port ? Number(values.port) : env.PORT;
  const internalPort = await freePort(INTERNAL_HOST);
  const nextBin = path.join(process.cwd(), "node_modules/next/dist/bin/next");
  const startupSecret = randomBytes(32).toString("hex");
  // NEXT_NODE_ARGS: Node flags for the Next.js process only, for profiling (`--cpu-prof --cpu-prof-dir=DIR`).
  const nodeArgs = (process.env.NEXT_NODE_ARGS ?? "").split(/\s+/).filter(Boolean);
  const next = spawn(process.execPath, [...nodeArgs, nextBin, "start", "-H", INTERNAL_HOST, "-p", String(internalPort)], {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "production",
      // The proxy refreshes expired access tokens through the app's own API, straight to this port.
      INTERNAL_ORIGIN: `http://${INTERNAL_HOST}:${internalPort}`,
      // `next start -p` sets Next's PORT to the internal port: absolute URLs must name the front's.
      FRONT_PORT: String(port),
      STARTUP_REVALIDATE_SECRET: startupSecret,
    },
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
  // Pages prerendered by `next build` carry the build's origin: expire them all before visitors come.
  const expired = await fetch(`http://${INTERNAL_HOST}:${internalPort}${STARTUP_REVALIDATE_PATH}`, {
    method: "POST",
    headers: { [STARTUP_REVALIDATE_HEADER]: startupSecret },
  });
  if (expired.status !== 204) {
    next.kill("SIGTERM");
    throw new Error(`Expiring the prerendered pages failed (${STARTUP_REVALIDATE_PATH} answered ${expired.status}); rebuild with \`npx next build\`.`);
  }
  const cache =
    env.MICRO_CACHE_TTL_MS > 0
      ? new MicroCache({
          ttlMs: env.MICRO_CACHE_TTL_MS,
          maxEntries: env.MICRO_CACHE_MAX_ENTRIES,
          maxBytes: env.MICRO_CACHE_MAX_BYTES,
          maxBodyBytes: Math.min(2 * 1024 * 1024, env.MICRO_CACHE_MAX_BYTES / 4),
        })
      : null;
  const front = createFrontServer({ upstream: { host: INTERNAL_HOST, port: internalPort }, cache, trustedProxies: env.TRUSTED_PROXIES, notFoundViewSecret: startupSecret });
  front.keepAliveTimeout = 65_000;
  front.listen(port, () => {
    console.log(`Storefront ready at http://localhost:${port}`);
    if (!env.SMTP_URL) {
      const who = env.DEMO_MAILBOX === "public" ? "to every visitor (DEMO_MAILBOX=public)" : "to browsers on this machine only";
      console.log(`No SMTP_URL: e-mail is not sent; sign-in codes appear at http://localhost:${port}/mailbox, shown ${who}`);
    }
  });
}

if (process.argv[1]?.endsWith("serve.ts")) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
