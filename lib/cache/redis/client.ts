import "server-only";
import { createClient } from "redis";
import { env } from "@/lib/env";

export type Redis = ReturnType<typeof createClient>;

type Slot = { [key: symbol]: Promise<Redis> | undefined };
const slot = Symbol.for("marketplace.redis");

/**
 * The app's own Redis connection (REDIS_URL; the cache handlers of lib/cache/redis keep theirs), one
 * per process, opened on first use; null without REDIS_URL. Keys are namespaced with `redisKey`.
 */
export function getRedis(): Promise<Redis> | null {
  if (!env.REDIS_URL) return null;
  const g = globalThis as Slot;
  g[slot] ??= (async () => {
    const client = createClient({ url: env.REDIS_URL, socket: { connectTimeout: 2000 } });
    let logged = false;
    client.on("error", (error: unknown) => {
      if (logged) return;
      logged = true;
      console.error(`[redis] ${error instanceof Error ? error.message : String(error)}`);
    });
    client.on("ready", () => {
      logged = false;
    });
    await client.connect();
    return client;
  })().catch((error: unknown) => {
    g[slot] = undefined;
    throw error;
  });
  return g[slot];
}

/** A key of this deployment (REDIS_KEY_PREFIX), apart from the cache handlers' own. */
export function redisKey(...parts: string[]): string {
  return [env.REDIS_KEY_PREFIX, "app", ...parts].join(":");
}
