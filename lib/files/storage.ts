import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

/**
 * The one way files are kept (CONVENTIONS 19): put, get and delete bytes by key. Keys are random
 * names made by newStorageKey(), never user input, so no path or object name is ever derived from
 * what a visitor typed. Two implementations: a folder (DATA_DIR/files by default, outside the web
 * root) and S3-compatible object storage when S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY are set (lib/env.ts).
 */
export interface FileStore {
  /** Stores `bytes` under `key`, replacing what was there; never leaves a partial file under `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]{16,80}$/;

/** A new random storage key (192 bits, 48 hex characters). */
export function newStorageKey(): string {
  return randomBytes(24).toString("hex");
}

/** Throws for anything that is not a key newStorageKey() could have made: a bug, never user input. */
function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid storage key ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

const TEMP_PREFIX = ".tmp-";
/** Temporary files older than this are leftovers of a crash mid-write and are swept. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/**
 * Files in one folder, named by their key. Each put writes a temporary file in the same folder,
 * flushes it to disk and renames it over the key (atomic on one file system), so a crash leaves at
 * worst a `.tmp-*` file, never a half file under a real key; stale temporary files are swept on the
 * store's first write.
 */
export function fileSystemStore(folder: string): FileStore {
  const dir = path.resolve(/*turbopackIgnore: true*/ folder);
  let ready: Promise<void> | null = null;
  const prepare = () =>
    (ready ??= (async () => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await sweepStaleTemps(dir);
    })().catch((error: unknown) => {
      ready = null;
      throw error;
    }));
  const fileOf = (key: string) => path.join(dir, checkKey(key));

  return {
    async put(key, bytes) {
      const target = fileOf(key);
      await prepare();
      const temp = path.join(dir, `${TEMP_PREFIX}${key}-${randomBytes(6).toString("hex")}`);
      try {
        const handle = await open(temp, "wx", 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (error) {
        await unlink(temp).catch(() => {});
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}

function isMissing(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "ENOENT";
}

async function sweepStaleTemps(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  await Promise.all(
    names
      .filter((name) => name.startsWith(TEMP_PREFIX))
      .map(async (name) => {
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (info && now - info.mtimeMs > STALE_TEMP_MS) await unlink(file).catch(() => {});
      }),
  );
}

export type S3Config = { bucket: string; endpoint: string; accessKeyId: string; secretAccessKey: string; region?: string };

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, R2) through @aws-sdk/client-s3,
 * path-style (ENDPOINT/BUCKET/KEY). A PUT of a whole object is atomic on S3: readers see the old
 * object or the new one, never part of it. Checksums are sent and checked only where the operation
 * requires them, which every S3-compatible service understands.
 */
export function s3Store(config: S3Config): FileStore {
  type Sdk = typeof import("@aws-sdk/client-s3");
  let client: Promise<{ sdk: Sdk; s3: InstanceType<Sdk["S3Client"]> }> | null = null;
  // Loaded on first use: deployments that keep files on disk never load the SDK.
  const connect = () =>
    (client ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region ?? "us-east-1",
        forcePathStyle: true,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        maxAttempts: 3,
      }),
    })));

  return {
    async put(key, bytes, contentType) {
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.PutObjectCommand({ Bucket: config.bucket, Key: checkKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    async get(key) {
      const { sdk, s3 } = await connect();
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
        if (!answer.Body) return new Uint8Array();
        return await answer.Body.transformToByteArray();
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || httpStatusOf(error) === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, s3 } = await connect();
      try {
        await s3.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible services answer 404.
        if (httpStatusOf(error) !== 404) throw error;
      }
    },
  };
}

function httpStatusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** The folder of the file-system store: DATA_DIR/files (DATA_DIR defaults to ./.data, outside public/). */
export function defaultFilesFolder(): string {
  return path.join(path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR), "files");
}

// One store per process, even when several server bundles include this module.
const slot = Symbol.for("marketplace.fileStore");
type Slot = { [slot]?: FileStore };

/** The configured store: S3 when lib/env.ts has the S3 variables (all or none), else the data folder. */
export function getFileStore(): FileStore {
  const g = globalThis as Slot;
  if (!g[slot]) {
    g[slot] =
      env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? s3Store({ bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY, region: env.S3_REGION })
        : fileSystemStore(defaultFilesFolder());
  }
  return g[slot];
}
