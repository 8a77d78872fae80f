/**
 * lib/cache/memory/use-cache-handler.mjs: the in-memory "use cache" handler of a server without Redis.
 * Its one difference from Next's built-in handler is that entries keep buffers of their own size, not
 * slices of Node's shared 8 KiB pool slabs; the rest (expiry, tags, LRU bound, pending sets) must
 * behave as Next's does.
 */
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { createMemoryCacheHandler, ENTRY_OVERHEAD } from "@/lib/cache/memory/use-cache-handler.mjs";

type Entry = { value: ReadableStream<Uint8Array>; tags: string[]; stale: number; timestamp: number; expire: number; revalidate: number };

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(Buffer.from(chunk));
      controller.close();
    },
  });

const entry = (text: string | string[], over: Partial<Entry> = {}): Entry => ({
  value: streamOf(...(Array.isArray(text) ? text : [text])),
  tags: [],
  stale: 300,
  timestamp: performance.timeOrigin + performance.now(),
  expire: 86_400,
  revalidate: 900,
  ...over,
});

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return chunks;
}

async function read(handler: ReturnType<typeof createMemoryCacheHandler>, key: string): Promise<string | undefined> {
  const found = await handler.get(key);
  if (!found) return undefined;
  return Buffer.concat(await chunksOf(found.value)).toString();
}

afterEach(() => tagsManifest.clear());

describe("memory use-cache handler", () => {
  it("keeps each entry in a buffer of its own size, where Buffer.concat (Next's handler) cuts small ones from a pool slab", async () => {
    // What Next's handler stores for a small entry: a slice that pins the pool's 8 KiB ArrayBuffer.
    const pooled = Buffer.concat([Buffer.from("a small cached offer"), Buffer.from(" in two chunks")]);
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);

    const handler = createMemoryCacheHandler();
    await handler.set("offer", Promise.resolve(entry(["a small cached offer", " in two chunks"])));
    const found = await handler.get("offer");
    const [chunk, ...rest] = await chunksOf(found!.value);
    expect(rest).toHaveLength(0);
    expect(Buffer.from(chunk).toString()).toBe("a small cached offer in two chunks");
    expect(chunk.buffer.byteLength).toBe(chunk.byteLength);
    // Each read streams the same bytes again.
    expect(await read(handler, "offer")).toBe("a small cached offer in two chunks");
  });

  it("returns the entry's metadata as stored", async () => {
    const handler = createMemoryCacheHandler();
    const stored = entry("x", { tags: ["offer:1"], stale: 30, expire: 600, revalidate: 60 });
    await handler.set("k", Promise.resolve(stored));
    const found = await handler.get("k");
    expect(found).toMatchObject({ tags: ["offer:1"], stale: 30, expire: 600, revalidate: 60, timestamp: stored.timestamp });
  });

  it("does not store dynamic entries (expire 0) and drops entries past their revalidate time", async () => {
    const handler = createMemoryCacheHandler();
    await handler.set("dynamic", Promise.resolve(entry("x", { expire: 0 })));
    expect(await handler.get("dynamic")).toBeUndefined();
    const old = performance.timeOrigin + performance.now() - 61_000;
    await handler.set("old", Promise.resolve(entry("x", { timestamp: old, revalidate: 60 })));
    expect(await handler.get("old")).toBeUndefined();
    await handler.set("fresh", Promise.resolve(entry("x", { timestamp: old, revalidate: 120 })));
    expect(await read(handler, "fresh")).toBe("x");
  });

  it("expires entries of an updated tag at once, and marks them stale when given durations", async () => {
    const handler = createMemoryCacheHandler();
    const before = performance.timeOrigin + performance.now() - 1_000;
    await handler.set("a", Promise.resolve(entry("a", { tags: ["offer:a"], timestamp: before })));
    await handler.set("b", Promise.resolve(entry("b", { tags: ["offer:b"], timestamp: before })));
    await handler.set("c", Promise.resolve(entry("c", { tags: ["offer:c"], timestamp: before })));

    await handler.updateTags(["offer:a"]);
    // The tag's time is rounded to the millisecond, as Next's handler does: it counts once that time is reached.
    await new Promise((r) => setTimeout(r, 2));
    expect(await handler.get("a")).toBeUndefined();

    await handler.updateTags(["offer:b"], { expire: 3_600 });
    const stale = await handler.get("b");
    expect(stale?.revalidate).toBe(-1);
    expect(await handler.getExpiration(["offer:b", "offer:c"])).toBeGreaterThan(Date.now() + 3_500_000);

    expect((await handler.get("c"))?.revalidate).toBe(900);
    expect(await handler.getExpiration(["offer:c"])).toBe(0);
    // An entry written after the tag changed is current.
    await handler.set("a", Promise.resolve(entry("a2", { tags: ["offer:a"], timestamp: performance.timeOrigin + performance.now() + 5 })));
    expect(await read(handler, "a")).toBe("a2");
  });

  it("evicts the least recently used entries beyond its byte bound (bytes, key, tags and the entry's own overhead)", async () => {
    const handler = createMemoryCacheHandler(2 * ENTRY_OVERHEAD + 30);
    await handler.set("k1", Promise.resolve(entry("0123456789")));
    await handler.set("k2", Promise.resolve(entry("0123456789")));
    expect(await read(handler, "k1")).toBe("0123456789");
    await handler.set("k3", Promise.resolve(entry("0123456789")));
    expect(await handler.get("k2")).toBeUndefined();
    expect(await read(handler, "k1")).toBe("0123456789");
    expect(await read(handler, "k3")).toBe("0123456789");
  });

  it("counts an entry's tags and a fixed overhead per entry, so many tiny entries cannot exceed the bound", async () => {
    // Room for exactly three entries of 1 byte under the keys "kN" with no tags (3 × (1 + 2 + overhead)).
    const bound = 3 * (1 + 2 + ENTRY_OVERHEAD);
    const untagged = createMemoryCacheHandler(bound);
    for (const key of ["k1", "k2", "k3"]) await untagged.set(key, Promise.resolve(entry("x")));
    for (const key of ["k1", "k2", "k3"]) expect(await read(untagged, key)).toBe("x");
    // With an 8-character tag each, the three no longer fit: the least recently used goes.
    const tagged = createMemoryCacheHandler(bound);
    for (const key of ["k1", "k2", "k3"]) await tagged.set(key, Promise.resolve(entry("x", { tags: ["offer:ab"] })));
    expect(await tagged.get("k1")).toBeUndefined();
    expect(await read(tagged, "k2")).toBe("x");
    expect(await read(tagged, "k3")).toBe("x");
    // Without the overhead, hundreds of 1-byte entries would fit in the same bound.
    expect(ENTRY_OVERHEAD).toBeGreaterThanOrEqual(512);
  });

  it("makes a get wait for a set of the same key in flight, and survives a failed one", async () => {
    const handler = createMemoryCacheHandler();
    let finish: (e: Entry) => void = () => {};
    const setting = handler.set("slow", new Promise<Entry>((resolve) => (finish = resolve)));
    const reading = read(handler, "slow");
    finish(entry("late"));
    await setting;
    expect(await reading).toBe("late");

    await expect(handler.set("broken", Promise.reject(new Error("render failed")))).resolves.toBeUndefined();
    expect(await handler.get("broken")).toBeUndefined();
  });
});
