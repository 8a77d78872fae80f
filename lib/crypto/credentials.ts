import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

/**
 * Secrets at rest (CONVENTIONS 18): the one module that holds the credential keys and sees a
 * delivered resource's access data in plain text. AES-256-GCM with a random 96-bit nonce per record,
 * the record's uid as additional authenticated data (a ciphertext moved to another resource fails),
 * and the key's version and fingerprint stored with it so keys can rotate: new records take the
 * current version, older versions stay readable while their key is configured, and
 * `npm run credentials:rekey` (scripts/credentials-rekey.ts) moves every record to the current one.
 *
 * Keys never live in the database, nor in its folder:
 * - `CREDENTIAL_KEYS`: `version:base64key` pairs separated by commas (32-byte keys), e.g.
 *   `2:…,1:…`; `CREDENTIAL_KEY_VERSION` picks the one new records use (default: the highest).
 *   A deployment (a public SITE_URL) refuses to start without them (lib/deployment.ts).
 * - Unset (a local demo, like AUTH_SECRET): a key is generated once into
 *   `CREDENTIAL_KEYS_DIR/credential-keys.json` (mode 0600; default the sibling folder
 *   `<DATA_DIR>-keys`), so a copy of the database folder decrypts nothing. A key file an older
 *   version left inside DATA_DIR is moved there on first use.
 *
 * The fingerprint (the first 8 bytes of the key's SHA-256, never the key) tells a record sealed with
 * another key of the same version (a lost key file regenerated, a wrong CREDENTIAL_KEYS) from a
 * damaged one: it fails with `key_mismatch` and says so, instead of a generic failure.
 *
 * Anything that cannot be opened — an unknown key version, another key of that version, a tampered
 * ciphertext, nonce or tag, a record of another resource — fails closed with CredentialError; its
 * message never holds key material or plain text.
 */

export type KeyRing = { current: number; keys: ReadonlyMap<number, Buffer> };
/** A sealed record; `keyFingerprint` is null for records sealed before fingerprints were stored. */
export type Sealed = { keyVersion: number; keyFingerprint: string | null; nonce: Uint8Array; ciphertext: Uint8Array };

export class CredentialError extends Error {
  constructor(
    readonly reason: "unknown_key_version" | "key_mismatch" | "unreadable" | "no_key",
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

/** Where the generated demo key file lives: CREDENTIAL_KEYS_DIR, else DATA_DIR's sibling `<DATA_DIR>-keys`. */
export function demoKeyDir(settings: { DATA_DIR: string; CREDENTIAL_KEYS_DIR?: string }): string {
  if (settings.CREDENTIAL_KEYS_DIR) return path.resolve(/*turbopackIgnore: true*/ settings.CREDENTIAL_KEYS_DIR);
  return `${path.resolve(/*turbopackIgnore: true*/ settings.DATA_DIR).replace(/[\\/]+$/, "")}-keys`;
}

const KEY_FILE = "credential-keys.json";

/** Writes `text` to `file` unless it exists ("wx": two processes starting at once never overwrite each other's key). */
function createKeyFile(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, text, { mode: 0o600, flag: "wx" });
    chmodSync(file, 0o600);
  } catch {
    // Written by another process meanwhile: theirs is read.
  }
}

/**
 * The demo's key file: generated once (0600), then read. A file an older version kept inside the
 * data directory (the database's folder) is moved out first, so records sealed with it stay readable.
 */
function demoKeyRing(settings: { DATA_DIR: string; CREDENTIAL_KEYS_DIR?: string }): KeyRing {
  const file = path.join(demoKeyDir(settings), KEY_FILE);
  const legacy = path.join(path.resolve(/*turbopackIgnore: true*/ settings.DATA_DIR), KEY_FILE);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    let old: string | null = null;
    try {
      old = readFileSync(legacy, "utf8");
    } catch {
      // No older key: a new one.
    }
    createKeyFile(file, old ?? JSON.stringify({ current: 1, keys: { "1": randomBytes(KEY_BYTES).toString("base64") } }));
    text = readFileSync(file, "utf8");
    if (old !== null && text === old) unlinkSync(legacy);
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

/** The configured key ring (environment, else the demo key file), loaded once per process. */
export function keyRing(): KeyRing {
  ring ??= env.CREDENTIAL_KEYS ? parseKeyList(env.CREDENTIAL_KEYS, env.CREDENTIAL_KEY_VERSION) : demoKeyRing(env);
  return ring;
}

/** A key's fingerprint: the first 8 bytes of its SHA-256, in hex. Stored with each record; says nothing of the key. */
export function keyFingerprint(key: Buffer): string {
  return createHash("sha256").update(key).digest().subarray(0, 8).toString("hex");
}

const aad = (recordUid: string) => Buffer.from(`user_resource:${recordUid}`, "utf8");

/** Encrypts `value` (JSON) for the record `recordUid` with the ring's current key. */
export function seal(recordUid: string, value: unknown, keys: KeyRing = keyRing()): Sealed {
  const key = keys.keys.get(keys.current)!;
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(recordUid));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final(), cipher.getAuthTag()]);
  return { keyVersion: keys.current, keyFingerprint: keyFingerprint(key), nonce: new Uint8Array(nonce), ciphertext: new Uint8Array(body) };
}

/** Decrypts a record sealed for `recordUid`; CredentialError when it cannot be (fails closed). */
export function open<T = unknown>(recordUid: string, sealed: Sealed, keys: KeyRing = keyRing()): T {
  const key = keys.keys.get(sealed.keyVersion);
  if (!key) throw new CredentialError("unknown_key_version", `No credential key of version ${sealed.keyVersion} is configured`);
  if (sealed.keyFingerprint && sealed.keyFingerprint !== keyFingerprint(key)) {
    throw new CredentialError(
      "key_mismatch",
      `The credential key of version ${sealed.keyVersion} configured now (fingerprint ${keyFingerprint(key)}) is not the one this record was sealed with (fingerprint ${sealed.keyFingerprint}): configure that key again`,
    );
  }
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

/** Whether a record should be sealed again with the current key: another version, or no fingerprint stored yet. */
export function needsRotation(sealed: Pick<Sealed, "keyVersion" | "keyFingerprint">, keys: KeyRing = keyRing()): boolean {
  return sealed.keyVersion !== keys.current || sealed.keyFingerprint !== keyFingerprint(keys.keys.get(keys.current)!);
}

/**
 * The record sealed again with the current key (a new nonce), or null when it already is; the
 * re-encryption command's step (lib/resources/credential-rekey.ts). CredentialError when it cannot be
 * opened with the configured keys: it is left as it is.
 */
export function reseal(recordUid: string, sealed: Sealed, keys: KeyRing = keyRing()): Sealed | null {
  if (!needsRotation(sealed, keys)) return null;
  return seal(recordUid, open(recordUid, sealed, keys), keys);
}
