import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { getRedis, redisKey } from "@/lib/cache/redis/client";
import type { TokenPair } from "./types";

/**
 * The concurrent refresh window (ADR 0005): for CONCURRENT_REFRESH_MS after a refresh
 * token was rotated, the same device presenting it again (two tabs, a page and its API calls) gets
 * the pair that rotation issued instead of tripping reuse detection.
 *
 * Without REDIS_URL the window lives in this process (one app process per database). With it, every
 * app process and machine shares it: the rotating process marks the token "pending" at once, then
 * stores the pair sealed with AES-256-GCM under a key derived from the refresh token itself, so
 * Redis holds nothing a reader without that token could use; another process presented the same
 * token waits for the pair (at most PENDING_WAIT_MS) and opens it with the token it was given.
 */
export const CONCURRENT_REFRESH_MS = 5_000;
/** How long a concurrent request waits for another process's rotation to finish issuing its pair. */
const PENDING_WAIT_MS = 3_000;
const POLL_MS = 25;

type Local = { at: number; deviceId: string; result: Promise<TokenPair | null> };
const local = new Map<string, Local>();

type Shared = { deviceId: string; state: "pending" } | { deviceId: string; state: "ready"; sealed: string } | { deviceId: string; state: "failed" };

const sealingKey = (token: string) => createHash("sha256").update(`concurrent-refresh\u0000${token}`).digest();
const sharedKey = (tokenHash: string) => redisKey("refresh", tokenHash);

function seal(pair: TokenPair, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(token), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
}

function open(sealed: string, token: string): TokenPair | null {
  try {
    const raw = Buffer.from(sealed, "base64");
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(token), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8")) as TokenPair;
  } catch {
    return null;
  }
}

/** Records a rotation of `token` (already claimed in the database) whose pair `result` is being issued. */
export async function rememberRotation(token: string, tokenHash: string, deviceId: string, result: Promise<TokenPair | null>): Promise<void> {
  const now = Date.now();
  const redis = getRedis();
  if (!redis) {
    for (const [hash, entry] of local) if (now - entry.at > CONCURRENT_REFRESH_MS) local.delete(hash);
    local.set(tokenHash, { at: now, deviceId, result });
    return;
  }
  try {
    const client = await redis;
    const key = sharedKey(tokenHash);
    await client.set(key, JSON.stringify({ deviceId, state: "pending" } satisfies Shared), { PX: CONCURRENT_REFRESH_MS });
    void result.then(async (pair) => {
      const value: Shared = pair ? { deviceId, state: "ready", sealed: seal(pair, token) } : { deviceId, state: "failed" };
      await client.set(key, JSON.stringify(value), { KEEPTTL: true, XX: true });
    }).catch(() => undefined);
  } catch (error) {
    console.error(`[auth] concurrent refresh window not shared: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The pair a rotation of `token` issued moments ago, when the request comes from the session's
 * device (`requestDeviceId` equal to `sessionDeviceId`); null otherwise, and then the caller treats
 * the token as reused.
 */
export async function recentPair(token: string, tokenHash: string, sessionDeviceId: string, requestDeviceId: string | null): Promise<TokenPair | null> {
  if (requestDeviceId !== sessionDeviceId) return null;
  const redis = getRedis();
  if (!redis) {
    const entry = local.get(tokenHash);
    if (!entry || Date.now() - entry.at > CONCURRENT_REFRESH_MS || entry.deviceId !== sessionDeviceId) return null;
    return entry.result;
  }
  try {
    const client = await redis;
    const until = Date.now() + PENDING_WAIT_MS;
    // The rotating process claims the token in the database a moment before it marks it here.
    let absentPolls = 0;
    for (;;) {
      const raw = await client.get(sharedKey(tokenHash));
      const entry = raw ? (JSON.parse(raw) as Shared) : null;
      if (entry && entry.deviceId !== sessionDeviceId) return null;
      if (entry?.state === "ready") return open(entry.sealed, token);
      if (entry?.state === "failed") return null;
      if (!entry && ++absentPolls > 8) return null;
      if (Date.now() >= until) return null;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } catch (error) {
    console.error(`[auth] concurrent refresh window unreadable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
