/**
 * Serves the production build: Next.js on an internal loopback port, and in front of it on PORT the
 * micro-cache front (ADR 0003). `npm start`, the API and e2e tests and the benchmark all serve
 * through here, so they measure and test what users get.
 *
 *   npx tsx scripts/serve.ts [--port 3000]
 */
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { env } from "@/lib/env";
import { createFrontServer } from "@/lib/http/front-server";
import { MicroCache } from "@/lib/http/micro-cache";

/** Next binds `localhost`: with an IP literal, Next 16 treats the proxy's own rewrites as external. */
const INTERNAL_HOST = "localhost";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, INTERNAL_HOST, () => {
      const address = srv.address();
      srv.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

async function waitForHealth(url: string, isAlive: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error("the Next.js server exited during start-up");
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function main() {
  const { values } = parseArgs({ options: { port: { type: "string" } } });
  const port = values.port ? Number(values.port) : env.PORT;
  const internalPort = await freePort();
  const nextBin = path.join(process.cwd(), "node_modules/next/dist/bin/next");
  const next = spawn(process.execPath, [nextBin, "start", "-H", INTERNAL_HOST, "-p", String(internalPort)], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
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

  await waitForHealth(`http://${INTERNAL_HOST}:${internalPort}/health`, () => alive, 120_000);
  const cache =
    env.MICRO_CACHE_TTL_MS > 0
      ? new MicroCache({ ttlMs: env.MICRO_CACHE_TTL_MS, maxEntries: env.MICRO_CACHE_MAX_ENTRIES, maxBodyBytes: 2 * 1024 * 1024 })
      : null;
  const front = createFrontServer({ upstream: { host: INTERNAL_HOST, port: internalPort }, cache });
  front.keepAliveTimeout = 65_000;
  front.listen(port, () => console.log(`Storefront ready at http://localhost:${port}`));
}

if (process.argv[1]?.endsWith("serve.ts")) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
