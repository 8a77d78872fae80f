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

/**
 * A request body read through a byte limit, counted WHILE it streams (chunked bodies and lying
 * Content-Length headers included). What route() hands every handler as `ctx.body`: the one way a
 * handler reads its body. Each reader refuses with `tooLarge()` once the body passes `limit`, after
 * reading the rest away (abandonBody), so a refused body never sits in memory nor on the connection.
 * One of `bytes()`, `text()` and `stream()` may be used, once.
 */
export type CappedBody = {
  /** The whole body (at most `limit` bytes), or `tooLarge()` thrown at the first chunk past it. */
  bytes(): Promise<Uint8Array>;
  /** The body as UTF-8 text, as Request.text() decodes it (a BOM dropped, bad bytes replaced). */
  text(): Promise<string>;
  /**
   * The body as a stream for a reader with a limit and a refusal text of its own (an upload): the
   * chunk that passes `limit` is still handed over, so a reader whose own limit is `limit` sees it and
   * answers its own text; the next read errors with `tooLarge()`. Cancelling it reads the rest away.
   */
  stream(): ReadableStream<Uint8Array>;
  /** Reads away whatever no reader took (nothing when the body was read to its end or refused). */
  discard(): Promise<void>;
};

export function cappedBody(source: ReadableStream<Uint8Array> | null, limit: number, tooLarge: () => Error): CappedBody {
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let size = 0;
  let state: "open" | "ended" | "refused" = source ? "open" : "ended";
  let used = false;

  const take = () => (reader ??= source!.getReader());
  const claim = () => {
    if (used) throw new TypeError("The request body was already read");
    used = true;
  };

  async function refuse(): Promise<never> {
    if (state === "open") {
      state = "refused";
      await abandonBody(take(), size);
    }
    throw tooLarge();
  }

  /** The next chunk, null at the end; past the limit (by an earlier chunk) the refusal. */
  async function next(): Promise<Uint8Array | null> {
    if (state === "refused") throw tooLarge();
    if (state === "ended") return null;
    if (size > limit) return refuse();
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await take().read();
    } catch (error) {
      state = "ended"; // The client went away: nothing left to read.
      throw error;
    }
    if (read.done) {
      state = "ended";
      return null;
    }
    size += read.value.byteLength;
    return read.value;
  }

  async function bytes(): Promise<Uint8Array> {
    claim();
    const chunks: Uint8Array[] = [];
    for (let chunk = await next(); chunk; chunk = await next()) {
      if (size > limit) {
        chunks.length = 0;
        return refuse();
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, size);
  }

  async function discard(): Promise<void> {
    if (state !== "open") return;
    if (!reader && source!.locked) return; // Read past this helper: not ours to drain.
    state = "ended";
    await abandonBody(take(), size);
  }

  return {
    bytes,
    text: async () => new TextDecoder().decode(await bytes()),
    stream() {
      claim();
      return new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            try {
              const chunk = await next();
              if (chunk) controller.enqueue(chunk);
              else controller.close();
            } catch (error) {
              controller.error(error);
            }
          },
          cancel: discard,
        },
        // Nothing is read ahead: the source is only touched when the consumer asks.
        { highWaterMark: 0 },
      );
    },
    discard,
  };
}
