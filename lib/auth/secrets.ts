import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { appSecrets } from "@/lib/db/schema";
import { env } from "@/lib/env";

type SecretName = "auth" | "intercom";

const cache = new Map<SecretName, Promise<Uint8Array>>();

function fromEnv(name: SecretName): string | undefined {
  return name === "auth" ? env.AUTH_SECRET : env.INTERCOM_IDENTITY_SECRET;
}

/**
 * A 32-byte server secret: derived from the environment variable when set (AUTH_SECRET,
 * INTERCOM_IDENTITY_SECRET), otherwise generated once and kept in the database, so `npm start` needs
 * no configuration and sessions survive a restart. Every process of one database shares it.
 */
export function getSecret(name: SecretName): Promise<Uint8Array> {
  let secret = cache.get(name);
  if (!secret) {
    secret = loadSecret(name);
    cache.set(name, secret);
    secret.catch(() => cache.delete(name));
  }
  return secret;
}

async function loadSecret(name: SecretName): Promise<Uint8Array> {
  const configured = fromEnv(name);
  // Intercom checks HMAC-SHA256 keyed with the secret exactly as it issued it.
  if (configured) return new Uint8Array(name === "intercom" ? Buffer.from(configured) : createHash("sha256").update(`auth:${configured}`).digest());
  const db = await getDb();
  await db.insert(appSecrets).values({ name, value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return new Uint8Array(Buffer.from(row.value, "base64url"));
}
