/** Loopback helpers shared by scripts/serve.ts, the test runners and the benchmark. */
import net from "node:net";

/** A TCP port nothing listens on right now, on `host`. */
export function freePort(host = "localhost"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

/** True when something listens on `host:port` now (a listen there fails with EADDRINUSE). */
export function portInUse(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "EADDRINUSE"));
    server.listen(port, host, () => server.close(() => resolve(false)));
  });
}

/**
 * Polls `url` until it answers 200. Rejects when the time is up or `isAlive` says the server process
 * has exited (the error then names what happened).
 */
export async function waitForOk(url: string, timeoutMs: number, isAlive: () => boolean | string = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const alive = isAlive();
    if (alive !== true) throw new Error(`the server ${typeof alive === "string" ? alive : "exited"} before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}
