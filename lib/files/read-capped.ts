/**
 * Bytes of a refused upload read and thrown away before answering (the policy of lib/api/input.ts):
 * answering while the client still sends makes Node.js reset the connection, and the reset can
 * overtake the 413 through the front. Only one chunk is held at a time; past this the request is
 * abandoned.
 */
const DISCARD_LIMIT = 64 * 1024 * 1024;

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
      await discardRest(reader, size);
      throw tooLarge();
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks, size);
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead;
  try {
    while (size <= DISCARD_LIMIT) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to answer.
  }
}
