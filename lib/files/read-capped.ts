import { abandonBody } from "@/lib/api/body";

/**
 * A request body counted while it is read: past `limit` bytes the rest is read and thrown away chunk
 * by chunk (never kept) and `tooLarge()` is thrown, so an oversized upload never sits in memory.
 * A body that breaks off throws `interrupted()` (a client error, nothing was stored).
 */
export async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number, tooLarge: () => Error, interrupted: () => Error): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      throw interrupted();
    }
    if (next.done) break;
    size += next.value.byteLength;
    if (size > limit) {
      chunks.length = 0;
      await abandonBody(reader, size);
      throw tooLarge();
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks, size);
}
