import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

/**
 * Secrets at rest (CONVENTIONS 18): the one module that holds the credential keys and sees a
 * delivered resource's access data in plain text. AES-256-GCM with a random 96-bit nonce per record,
 * the record's uid as additional authenticated data (a ciphertext moved to another resource fails),
 * and the key's version stored with it so keys can rotate: new records take the current version,
 * older versions stay readable while their key is configured.
 *
 * Keys never live in the database:
 * - `CREDENTIAL_KEYS`: `version:base64key` pairs separated by commas (32-byte keys), e.g.
 *   `2:…,1:…`; `CREDENTIAL_KEY_VERSION` picks the one new records use (default: the highest).
 * - Unset (the demo, like AUTH_SECRET): a key is generated once into `DATA_DIR/credential-keys.json`
 *   (mode 0600) and read from there afterwards.
 *
 * Anything that cannot be opened — an unknown key version, a tampered ciphertext, nonce or tag, a
 * record of another resource — fails closed with CredentialError; its message never holds key
 * material or plain text.
 */

export type KeyRing = { current: number; keys: ReadonlyMap<number, Buffer> };
export type Sealed = { keyVersion: number; nonce: Uint8Array; ciphertext: Uint8Array };

export class CredentialError extends Error {
  constructor(
    readonly reason: "unknown_key_version" | "unreadable" | "no_key",
    message: string,
  ) {
    super(message);
    this.name = "CredentialError";
  }
}

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** Parses `version:base64key,…`; throws on a malformed list (a deployment mistake, reported at first use). */
export function parseKeyList(list: string, currentVersion?: number): KeyRing {
  const keys = new Map<number, Buffer>();
  for (const part of list.split(",").map((p) => p.trim()).filter(Boolean)) {
    const m = /^(\d{1,6}):([A-Za-z0-9+/_=-]+)$/.exec(part);
    if (!m) throw new CredentialError("no_key", "CREDENTIAL_KEYS must be version:base64key pairs separated by commas");
    const key = Buffer.from(m[2], m[2].includes("-") || m[2].includes("_") ? "base64url" : "base64");
    if (key.length !== KEY_BYTES) throw new CredentialError("no_key", `CREDENTIAL_KEYS: key version ${m[1]} is not 32 bytes`);
    keys.set(Number(m[1]), key);
  }
  if (!keys.size) throw new CredentialError("no_key", "CREDENTIAL_KEYS holds no key");
  const current = currentVersion ?? Math.max(...keys.keys());
  if (!keys.has(current)) throw new CredentialError("no_key", `CREDENTIAL_KEY_VERSION ${current} is not among CREDENTIAL_KEYS`);
  return { current, keys };
}

/** The demo's key file: generated once (0600), then read. */
function demoKeyRing(dataDir: string): KeyRing {
  const file = path.join(path.resolve(/*turbopackIgnore: true*/ dataDir), "credential-keys.json");
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const created = JSON.stringify({ current: 1, keys: { "1": randomBytes(KEY_BYTES).toString("base64") } });
    try {
      // "wx": two processes starting at once never overwrite each other's key.
      writeFileSync(file, created, { mode: 0o600, flag: "wx" });
      chmodSync(file, 0o600);
    } catch {
      // Written by another process meanwhile: read theirs.
    }
    text = readFileSync(file, "utf8");
  }
  const parsed = JSON.parse(text) as { current: number; keys: Record<string, string> };
  return parseKeyList(
    Object.entries(parsed.keys)
      .map(([v, k]) => `${v}:${k}`)
      .join(","),
    parsed.current,
  );
}

let ring: KeyRing | null = null;

/** The configured key ring (environment, else the data directory's demo file), loaded once per process. */
export function keyRing(): KeyRing {
  ring ??= env.CREDENTIAL_KEYS ? parseKeyList(env.CREDENTIAL_KEYS, env.CREDENTIAL_KEY_VERSION) : demoKeyRing(env.DATA_DIR);
  return ring;
}

const aad = (recordUid: string) => Buffer.from(`user_resource:${recordUid}`, "utf8");

/** Encrypts `value` (JSON) for the record `recordUid` with the ring's current key. */
export function seal(recordUid: string, value: unknown, keys: KeyRing = keyRing()): Sealed {
  const key = keys.keys.get(keys.current)!;
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(recordUid));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final(), cipher.getAuthTag()]);
  return { keyVersion: keys.current, nonce: new Uint8Array(nonce), ciphertext: new Uint8Array(body) };
}

/** Decrypts a record sealed for `recordUid`; CredentialError when it cannot be (fails closed). */
export function open<T = unknown>(recordUid: string, sealed: Sealed, keys: KeyRing = keyRing()): T {
  const key = keys.keys.get(sealed.keyVersion);
  if (!key) throw new CredentialError("unknown_key_version", `No credential key of version ${sealed.keyVersion} is configured`);
  const data = Buffer.from(sealed.ciphertext);
  if (sealed.nonce.length !== NONCE_BYTES || data.length < TAG_BYTES) throw new CredentialError("unreadable", "The stored access data is damaged");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(sealed.nonce), { authTagLength: TAG_BYTES });
    decipher.setAAD(aad(recordUid));
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString("utf8")) as T;
  } catch {
    throw new CredentialError("unreadable", "The stored access data cannot be decrypted with its key");
  }
}

/** Whether a record should be sealed again with the current key (rotation). */
export const needsRotation = (sealed: Pick<Sealed, "keyVersion">, keys: KeyRing = keyRing()): boolean => sealed.keyVersion !== keys.current;
