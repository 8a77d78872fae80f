import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash, randomBytes } from "node:crypto";

jest.mock("server-only", () => ({}));

const access = { username: "root", password: "s3cret-Pa55", ipv4: "185.12.64.10", panel_link: "https://panel.example.com" };
const key = (n = 1) => `${n}:${randomBytes(32).toString("base64")}`;

describe("credential sealing (AES-256-GCM)", () => {
  // Loaded per test with its own environment: the module reads the key ring once per process.
  function load(envVars: Record<string, string | undefined>) {
    jest.resetModules();
    for (const [k, v] of Object.entries(envVars)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require("@/lib/crypto/credentials") as typeof import("@/lib/crypto/credentials");
  }
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "cred-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("round-trips, with a fresh nonce per record and no plain text in the ciphertext", () => {
    const c = load({ CREDENTIAL_KEYS: key(1), CREDENTIAL_KEY_VERSION: undefined, DATA_DIR: dir });
    const a = c.seal("res1", access);
    const b = c.seal("res1", access);
    expect(a.keyVersion).toBe(1);
    expect(a.nonce).toHaveLength(12);
    expect(Buffer.from(a.nonce).equals(Buffer.from(b.nonce))).toBe(false);
    expect(Buffer.from(a.ciphertext).equals(Buffer.from(b.ciphertext))).toBe(false);
    for (const text of ["s3cret-Pa55", "root", "185.12.64.10"]) expect(Buffer.from(a.ciphertext).includes(Buffer.from(text))).toBe(false);
    expect(c.open("res1", a)).toEqual(access);
  });

  it("fails closed: another record's uid, a flipped bit, a cut tag, an unknown key version", () => {
    const c = load({ CREDENTIAL_KEYS: key(1), CREDENTIAL_KEY_VERSION: undefined, DATA_DIR: dir });
    const sealed = c.seal("res1", access);
    const fails = (s: typeof sealed, uid = "res1") => {
      try {
        c.open(uid, s);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(c.CredentialError);
        expect(String((error as Error).message)).not.toMatch(/s3cret|root/);
        return (error as InstanceType<typeof c.CredentialError>).reason;
      }
    };
    expect(fails(sealed, "res2")).toBe("unreadable");
    const flipped = Uint8Array.from(sealed.ciphertext);
    flipped[3] ^= 1;
    expect(fails({ ...sealed, ciphertext: flipped })).toBe("unreadable");
    expect(fails({ ...sealed, ciphertext: sealed.ciphertext.slice(0, sealed.ciphertext.length - 1) })).toBe("unreadable");
    const nonce = Uint8Array.from(sealed.nonce);
    nonce[0] ^= 0x80;
    expect(fails({ ...sealed, nonce })).toBe("unreadable");
    expect(fails({ ...sealed, keyVersion: 7 })).toBe("unknown_key_version");
  });

  it("rotates: new records take the current version, old ones stay readable while their key is listed", () => {
    const one = key(1);
    const before = load({ CREDENTIAL_KEYS: one, CREDENTIAL_KEY_VERSION: undefined, DATA_DIR: dir });
    const old = before.seal("res1", access);
    const after = load({ CREDENTIAL_KEYS: `${key(2)},${one}`, CREDENTIAL_KEY_VERSION: undefined, DATA_DIR: dir });
    expect(after.keyRing().current).toBe(2);
    expect(after.needsRotation(old)).toBe(true);
    expect(after.open("res1", old)).toEqual(access);
    const fresh = after.seal("res1", access);
    expect(fresh.keyVersion).toBe(2);
    expect(after.needsRotation(fresh)).toBe(false);
    const dropped = load({ CREDENTIAL_KEYS: key(2), CREDENTIAL_KEY_VERSION: undefined, DATA_DIR: dir });
    expect(() => dropped.open("res1", old)).toThrow(/No credential key of version 1/);
  });

  it("refuses malformed key lists and a current version that is not listed", () => {
    const c = load({ CREDENTIAL_KEYS: key(1), CREDENTIAL_KEY_VERSION: undefined, DATA_DIR: dir });
    expect(() => c.parseKeyList("1:short")).toThrow(/not 32 bytes/);
    expect(() => c.parseKeyList("nonsense")).toThrow(/version:base64key/);
    expect(() => c.parseKeyList(key(1), 3)).toThrow(/CREDENTIAL_KEY_VERSION 3/);
  });

  it("the demo generates its key beside the data directory (0600), never inside it, and keeps it across restarts", () => {
    const dataDir = path.join(dir, "data");
    const first = load({ CREDENTIAL_KEYS: undefined, CREDENTIAL_KEY_VERSION: undefined, CREDENTIAL_KEYS_DIR: undefined, DATA_DIR: dataDir });
    const sealed = first.seal("res1", access);
    const file = path.join(`${dataDir}-keys`, "credential-keys.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8")).current).toBe(1);
    expect(existsSync(path.join(dataDir, "credential-keys.json"))).toBe(false);
    const restarted = load({ CREDENTIAL_KEYS: undefined, CREDENTIAL_KEY_VERSION: undefined, CREDENTIAL_KEYS_DIR: undefined, DATA_DIR: dataDir });
    expect(restarted.open("res1", sealed)).toEqual(access);
  });

  it("CREDENTIAL_KEYS_DIR chooses the folder; a key file left inside the data directory is moved out and still opens its records", () => {
    const dataDir = path.join(dir, "data");
    mkdirSync(dataDir);
    const legacyKey = randomBytes(32);
    writeFileSync(path.join(dataDir, "credential-keys.json"), JSON.stringify({ current: 1, keys: { "1": legacyKey.toString("base64") } }), { mode: 0o600 });
    const old = load({ CREDENTIAL_KEYS: `1:${legacyKey.toString("base64")}`, CREDENTIAL_KEY_VERSION: undefined, DATA_DIR: dataDir }).seal("res1", access);
    const keysDir = path.join(dir, "elsewhere");
    const moved = load({ CREDENTIAL_KEYS: undefined, CREDENTIAL_KEY_VERSION: undefined, CREDENTIAL_KEYS_DIR: keysDir, DATA_DIR: dataDir });
    expect(moved.open("res1", old)).toEqual(access);
    expect(existsSync(path.join(dataDir, "credential-keys.json"))).toBe(false);
    expect(statSync(path.join(keysDir, "credential-keys.json")).mode & 0o777).toBe(0o600);
    expect(moved.demoKeyDir({ DATA_DIR: "/srv/app/data/", CREDENTIAL_KEYS_DIR: undefined })).toBe("/srv/app/data-keys");
  });

  it("stores the key's fingerprint (a hash prefix, not the key) with each record", () => {
    const one = key(1);
    const c = load({ CREDENTIAL_KEYS: one, CREDENTIAL_KEY_VERSION: undefined, DATA_DIR: dir });
    const sealed = c.seal("res1", access);
    const raw = Buffer.from(one.slice(2), "base64");
    expect(sealed.keyFingerprint).toBe(createHash("sha256").update(raw).digest("hex").slice(0, 16));
    expect(sealed.keyFingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(raw.toString("hex")).not.toContain(sealed.keyFingerprint);
  });

  it("refuses to open a record with another key of the same version, saying so (a lost key file regenerated)", () => {
    const dataDir = path.join(dir, "data");
    const first = load({ CREDENTIAL_KEYS: undefined, CREDENTIAL_KEY_VERSION: undefined, CREDENTIAL_KEYS_DIR: undefined, DATA_DIR: dataDir });
    const sealed = first.seal("res1", access);
    rmSync(`${dataDir}-keys`, { recursive: true });
    const regenerated = load({ CREDENTIAL_KEYS: undefined, CREDENTIAL_KEY_VERSION: undefined, CREDENTIAL_KEYS_DIR: undefined, DATA_DIR: dataDir });
    expect(regenerated.keyRing().current).toBe(1);
    let error: unknown = null;
    try {
      regenerated.open("res1", sealed);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(regenerated.CredentialError);
    expect((error as InstanceType<typeof regenerated.CredentialError>).reason).toBe("key_mismatch");
    expect((error as Error).message).toMatch(/version 1 .*not the one this record was sealed with/);
    expect((error as Error).message).not.toMatch(/s3cret/);
    // A record sealed before fingerprints were kept still opens with its own key, and fails closed with another.
    const legacy = { ...sealed, keyFingerprint: null };
    expect(first.open("res1", legacy)).toEqual(access);
    expect(() => regenerated.open("res1", legacy)).toThrow(/cannot be decrypted/);
  });

  it("re-encrypts a record under the current version (reseal), which then still opens; current records are left alone", () => {
    const one = key(1);
    const two = key(2);
    const old = load({ CREDENTIAL_KEYS: one, CREDENTIAL_KEY_VERSION: undefined, DATA_DIR: dir }).seal("res1", access);
    const c = load({ CREDENTIAL_KEYS: `${one},${two}`, CREDENTIAL_KEY_VERSION: undefined, DATA_DIR: dir });
    const moved = c.reseal("res1", old)!;
    expect(moved.keyVersion).toBe(2);
    expect(c.reseal("res1", moved)).toBeNull();
    expect(c.reseal("res1", { ...moved, keyFingerprint: null })).not.toBeNull();
    const onlyNew = load({ CREDENTIAL_KEYS: two, CREDENTIAL_KEY_VERSION: undefined, DATA_DIR: dir });
    expect(onlyNew.open("res1", moved)).toEqual(access);
  });
});
