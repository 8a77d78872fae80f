import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileSystemStore, newStorageKey, s3Store, type FileStore } from "@/lib/files/storage";

const bytesOf = (text: string) => new Uint8Array(Buffer.from(text));

describe("newStorageKey", () => {
  it("is random, 48 hex characters", () => {
    const keys = new Set(Array.from({ length: 100 }, newStorageKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{48}$/);
  });
});

describe("fileSystemStore", () => {
  let root: string;
  let dir: string;
  let store: FileStore;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "files-test-"));
    dir = path.join(root, "data", "files");
    store = fileSystemStore(dir);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("puts, gets and deletes by key; a missing key reads as null and deletes quietly", async () => {
    const key = newStorageKey();
    expect(await store.get(key)).toBeNull();
    await store.put(key, bytesOf("%PDF-1.4 hello"), "application/pdf");
    expect(Buffer.from((await store.get(key))!).toString()).toBe("%PDF-1.4 hello");
    expect(readdirSync(dir)).toEqual([key]);
    expect(statSync(path.join(dir, key)).mode & 0o777).toBe(0o600);
    await store.put(key, bytesOf("replaced"), "application/pdf");
    expect(Buffer.from((await store.get(key))!).toString()).toBe("replaced");
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("creates its folder (owner-only) on the first write", async () => {
    await store.put(newStorageKey(), bytesOf("x"), "image/png");
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it("refuses anything that is not a generated key, before touching the disk", async () => {
    for (const key of ["../escape-attempt-0000", "a/b/c/d/e/f/g/h/i/j", "short", "", "..", `${"a".repeat(81)}`, "name with spaces 0000", "C:\\windows\\system32"]) {
      await expect(store.put(key, bytesOf("x"), "image/png")).rejects.toThrow(/Invalid storage key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(store.delete(key)).rejects.toThrow(/Invalid storage key/);
    }
    expect(readdirSync(root)).toEqual([]);
  });

  it("never leaves a partial file under the key: a failed write leaves nothing at all", async () => {
    const key = newStorageKey();
    await store.put(newStorageKey(), bytesOf("other"), "image/png");
    // A directory where the file would go makes the final rename fail after the bytes were written.
    mkdirSync(path.join(dir, key));
    await expect(store.put(key, bytesOf("x".repeat(100_000)), "image/png")).rejects.toThrow();
    expect(readdirSync(dir).filter((n) => n.startsWith(".tmp-"))).toEqual([]);
    expect(statSync(path.join(dir, key)).isDirectory()).toBe(true);
  });

  it("sweeps temporary files left by a crash (older than an hour) on its first write", async () => {
    mkdirSync(dir, { recursive: true });
    const stale = path.join(dir, ".tmp-crashed-long-ago");
    const fresh = path.join(dir, ".tmp-another-write-under-way");
    writeFileSync(stale, "half");
    writeFileSync(fresh, "half");
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(stale, old, old);
    const key = newStorageKey();
    await fileSystemStore(dir).put(key, bytesOf("x"), "image/png");
    expect(readdirSync(dir).sort()).toEqual([".tmp-another-write-under-way", key].sort());
  });

  it("keeps concurrent writes of different keys apart", async () => {
    const keys = Array.from({ length: 20 }, newStorageKey);
    await Promise.all(keys.map((key, i) => store.put(key, bytesOf(`file ${i}`), "image/png")));
    const read = await Promise.all(keys.map((key) => store.get(key)));
    expect(read.map((b) => Buffer.from(b!).toString())).toEqual(keys.map((_, i) => `file ${i}`));
    expect(readdirSync(dir).sort()).toEqual([...keys].sort());
  });
});

/**
 * A loopback stand-in for S3's object API, path-style: PUT, GET and DELETE /bucket/key with S3's
 * answer shapes (200 with ETag, the bytes with their Content-Type, 204; 404 NoSuchKey as XML).
 */
type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };
function startFakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const received: Received[] = [];
  const failNext: { status: number; code: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const url = new URL(req.url ?? "/", "http://localhost");
      const [, b, ...rest] = url.pathname.split("/");
      const key = decodeURIComponent(rest.join("/"));
      const xmlError = (status: number, code: string) => {
        res.writeHead(status, { "Content-Type": "application/xml", "x-amz-request-id": "test" });
        res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message><Key>${key}</Key><RequestId>test</RequestId></Error>`);
      };
      const failure = failNext.shift();
      if (failure) return xmlError(failure.status, failure.code);
      if (b !== bucket) return xmlError(404, "NoSuchBucket");
      if (req.method === "PUT") {
        objects.set(key, { body, type: String(req.headers["content-type"] ?? "binary/octet-stream") });
        res.writeHead(200, { ETag: `"${createHash("md5").update(body).digest("hex")}"`, "Content-Length": "0" });
        return res.end();
      }
      if (req.method === "GET") {
        const object = objects.get(key);
        if (!object) return xmlError(404, "NoSuchKey");
        res.writeHead(200, { "Content-Type": object.type, "Content-Length": String(object.body.length), ETag: '"x"', "Last-Modified": new Date().toUTCString() });
        return res.end(object.body);
      }
      if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      xmlError(405, "MethodNotAllowed");
    });
  });
  return new Promise<{ endpoint: string; objects: typeof objects; received: Received[]; failNext: typeof failNext; stop: () => Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        endpoint: `http://127.0.0.1:${port}`,
        objects,
        received,
        failNext,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe("s3Store against a loopback S3", () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  let store: FileStore;
  beforeAll(async () => {
    fake = await startFakeS3("documents");
    store = s3Store({ bucket: "documents", endpoint: fake.endpoint, accessKeyId: "AKIDTEST", secretAccessKey: "secret-test-key", region: "eu-central-1" });
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.received.length = 0;
  });

  it("puts an object path-style with its content type, signed with SigV4", async () => {
    const key = newStorageKey();
    const data = new Uint8Array(randomBytes(5000));
    await store.put(key, data, "application/pdf");
    const put = fake.received.find((r) => r.method === "PUT")!;
    expect(put.url.split("?")[0]).toBe(`/documents/${key}`);
    expect(Buffer.compare(put.body, Buffer.from(data))).toBe(0);
    expect(put.headers["content-type"]).toBe("application/pdf");
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/);
    expect(put.headers["x-amz-date"]).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put.headers["x-amz-content-sha256"]).toBeDefined();
    expect(fake.objects.get(key)?.body.length).toBe(5000);
  });

  it("gets the bytes back; a missing key reads as null", async () => {
    const key = newStorageKey();
    await store.put(key, bytesOf("jpeg bytes"), "image/jpeg");
    expect(Buffer.from((await store.get(key))!).toString()).toBe("jpeg bytes");
    expect(await store.get(newStorageKey())).toBeNull();
    expect(fake.received.filter((r) => r.method === "GET").map((r) => r.url.split("?")[0])).toHaveLength(2);
  });

  it("deletes; deleting a missing key is not an error", async () => {
    const key = newStorageKey();
    await store.put(key, bytesOf("x"), "image/png");
    await store.delete(key);
    expect(fake.objects.has(key)).toBe(false);
    const deleted = fake.received.at(-1)!;
    expect([deleted.method, deleted.url.split("?")[0]]).toEqual(["DELETE", `/documents/${key}`]);
    await expect(store.delete(key)).resolves.toBeUndefined();
    fake.failNext.push({ status: 404, code: "NoSuchKey" });
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it("reports other failures (access denied) instead of taking them for a missing object", async () => {
    fake.failNext.push({ status: 403, code: "AccessDenied" });
    await expect(store.get(newStorageKey())).rejects.toThrow();
    fake.failNext.push({ status: 403, code: "AccessDenied" });
    await expect(store.put(newStorageKey(), bytesOf("x"), "image/png")).rejects.toThrow();
  });

  it("refuses keys it did not make, without a request", async () => {
    await expect(store.put("../other-bucket/key-0000", bytesOf("x"), "image/png")).rejects.toThrow(/Invalid storage key/);
    await expect(store.get("?list-type=2&x=0000000")).rejects.toThrow(/Invalid storage key/);
    expect(fake.received).toHaveLength(0);
  });
});

describe("S3 settings in lib/env.ts", () => {
  const names = ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_REGION"] as const;
  const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]));
  afterEach(() => {
    for (const n of names) {
      if (saved[n] === undefined) delete process.env[n];
      else process.env[n] = saved[n];
    }
  });
  const load = () => {
    let loaded: typeof import("@/lib/env") | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import("@/lib/env")>("@/lib/env");
    });
    return loaded!;
  };

  it("none set: files stay on disk", () => {
    for (const n of names) delete process.env[n];
    expect(load().env.S3_BUCKET).toBeUndefined();
  });

  it("all four set: S3 is configured (region optional)", () => {
    for (const n of names) delete process.env[n];
    Object.assign(process.env, { S3_BUCKET: "b", S3_ENDPOINT: "http://127.0.0.1:9000", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" });
    const { env } = load();
    expect(env).toMatchObject({ S3_BUCKET: "b", S3_ENDPOINT: "http://127.0.0.1:9000", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" });
    expect(env.S3_REGION).toBeUndefined();
  });

  it("only some set: a startup error naming the missing ones", () => {
    for (const n of names) delete process.env[n];
    Object.assign(process.env, { S3_BUCKET: "b", S3_ENDPOINT: "http://127.0.0.1:9000" });
    expect(load).toThrow(/Invalid environment:[\s\S]*S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID is required when S3_BUCKET, S3_ENDPOINT are set[\s\S]*S3_SECRET_ACCESS_KEY/);
  });
});
