/**
 * Stopping early on a request body. A handler that refuses an upload before its end (a limit, a bad
 * header row, bytes that are not UTF-8) must not leave the rest of it on the connection: Node.js then
 * never reads the next request sent on that kept-alive connection, and the front (lib/http) hands
 * the connection to the next request, anyone's, which waits for the app's keep-alive timeout and is
 * answered 502. Answering while the client still sends is no better: the reset that follows can
 * overtake the answer through the front. So the rest is read and thrown away, one chunk at a time.
 */

/** Bytes of an abandoned body read and thrown away in all; past this the body is cancelled. */
export const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * Abandons a request body safely: reads the rest and throws it away (never keeping more than one
 * chunk) until its end, or until DRAIN_LIMIT bytes in all (`alreadyRead` counted), when the reader is
 * cancelled. The one way every reader of a request body stops early. Answers true when the body was
 * read to its end; never throws (a client that went away leaves nothing to answer).
 */
export async function abandonBody(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead = 0): Promise<boolean> {
  let size = alreadyRead;
  try {
    while (size <= DRAIN_LIMIT) {
      const { done, value } = await reader.read();
      if (done) return true;
      size += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away, or the stream was already cancelled: nothing left to read.
  }
  return false;
}

/** The body of a request refused before it was read, read and thrown away (see abandonBody). */
export async function discardBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  await abandonBody(request.body.getReader());
}
