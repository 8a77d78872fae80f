import { controlCharacterIssues, hasBadCharacters, parseOrThrow, ApiError } from "@/lib/api/errors";
import { allowedMethodsOf } from "@/lib/api/allow";
import { DRAIN_LIMIT } from "@/lib/api/body";
import { DEFAULT_BODY_LIMIT, isJsonContentType, parseBody, refuseBodyByHeaders, requestBody } from "@/lib/api/input";
import { normaliseSearchQuery } from "@/lib/catalogue/search";
import { z } from "zod";

const loose = z.looseObject({});

/** A POST whose body arrives in `chunks` (a stream, no Content-Length), counting the chunks pulled. */
function streamed(chunks: number, chunkBytes: number, headers: Record<string, string> = { "content-type": "application/json" }) {
  let pulled = 0;
  const chunk = new Uint8Array(chunkBytes).fill(0x20);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled += 1;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("http://test/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);
  return { request, pulled: () => pulled };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

describe("JSON request bodies (parseBody)", () => {
  const post = (body: string | undefined, headers: Record<string, string> = {}) =>
    new Request("http://test/api/x", { method: "POST", body, headers });

  it("accepts JSON media types and refuses everything else with 415", async () => {
    for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON;charset=\"UTF-8\"", "application/merge-patch+json", "application/vnd.api+json"]) {
      expect(isJsonContentType(type)).toBe(true);
      await expect(parseBody({ request: post('{"a":1}', { "content-type": type }), locale: "en" }, loose)).resolves.toEqual({ a: 1 });
    }
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=utf-16", "application/jsonx", "text/json"]) {
      expect(isJsonContentType(type)).toBe(false);
      const error = await failure(parseBody({ request: post('{"a":1}', { "content-type": type }), locale: "ru" }, loose));
      expect(error.status).toBe(415);
      expect(error.detail).toMatchObject({ code: "unsupported_media_type", msg: expect.stringContaining("JSON") });
    }
  });

  it("takes a request without a body as {} and refuses a body without a Content-Type", async () => {
    await expect(parseBody({ request: new Request("http://test/api/x", { method: "POST" }), locale: "en" }, loose)).resolves.toEqual({});
    const error = await failure(parseBody({ request: new Request("http://test/api/x", { method: "POST", body: new Uint8Array([123, 125]) }), locale: "en" }, loose));
    expect(error.status).toBe(415);
  });

  it("refuses a declared Content-Length above the limit, reading the body only to throw it away", async () => {
    const { request, pulled } = streamed(100, 1024, { "content-type": "application/json", "content-length": String(DEFAULT_BODY_LIMIT + 1) });
    const error = await failure(parseBody({ request, locale: "en" }, loose));
    expect(error.status).toBe(413);
    expect(pulled()).toBe(100); // drained, so the answer is not lost to a connection reset
  });

  it("keeps no more than the limit of a streamed body and answers 413 (translated) once the rest is thrown away", async () => {
    const { request, pulled } = streamed(50 * 1024, 1024);
    const error = await failure(parseBody({ request, locale: "ru" }, loose));
    expect(error.status).toBe(413);
    expect(error.detail).toMatchObject({ code: "body_too_large", limit: DEFAULT_BODY_LIMIT, msg: expect.stringContaining("слишком большое") });
    expect(pulled()).toBe(50 * 1024);
  });

  it("gives up on an endless body after 64 MB", async () => {
    const { request, pulled } = streamed(Number.POSITIVE_INFINITY, 64 * 1024);
    expect((await failure(parseBody({ request, locale: "en" }, loose))).status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(1026);
  });

  it("honours a route's own limit", async () => {
    const small = streamed(3, 1024);
    expect((await failure(parseBody({ request: small.request, locale: "en", bodyLimit: 2048 }, loose))).status).toBe(413);
    const fits = new Request("http://test/api/x", { method: "POST", body: `{"a":"${"x".repeat(100)}"}`, headers: { "content-type": "application/json" } });
    await expect(parseBody({ request: fits, locale: "en", bodyLimit: 2048 }, loose)).resolves.toHaveProperty("a");
  });

  it("answers 422 for malformed JSON, bytes that are not UTF-8, and control characters anywhere", async () => {
    const json = { "content-type": "application/json" };
    expect((await failure(parseBody({ request: post("{", json), locale: "en" }, loose))).status).toBe(422);
    const latin1 = new Request("http://test/api/x", { method: "POST", body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), headers: json });
    expect((await failure(parseBody({ request: latin1, locale: "en" }, loose))).status).toBe(422);
    const nul = await failure(parseBody({ request: post('{"first_name":"a\\u0000b","list":["ok","\\u001b[31m"]}', json), locale: "en" }, loose));
    expect(nul.status).toBe(422);
    expect(nul.detail).toEqual([
      { loc: ["body", "first_name"], msg: "Control characters are not allowed in first_name", type: "control_character" },
      { loc: ["body", "list", 1], msg: "Control characters are not allowed in list", type: "control_character" },
    ]);
    const surrogate = await failure(parseBody({ request: post('{"a":"\\ud800"}', json), locale: "en" }, loose));
    expect(surrogate.status).toBe(422);
    await expect(parseBody({ request: post('{"address":"line 1\\nline 2\\tx","emoji":"😀 ‮"}', json), locale: "en" }, loose)).resolves.toHaveProperty("address");
  });
});

describe("a route's body capped while it streams (ctx.body)", () => {
  const text = (body: string) => new Request("http://test/api/x", { method: "POST", body, headers: { "content-type": "application/json" } });

  it("answers the text, bytes or JSON of a body under the cap, streamed or not", async () => {
    expect(await requestBody(text("héllo"), "en", 64).text()).toBe("héllo");
    const { request, pulled } = streamed(4, 1024);
    expect((await requestBody(request, "en", 4096).bytes()).byteLength).toBe(4096);
    expect(pulled()).toBe(4);
    await expect(requestBody(text('{"a":1}'), "en", 64).json()).resolves.toEqual({ a: 1 });
    expect((await failure(requestBody(text("{"), "en", 64).json())).status).toBe(422);
    expect(await requestBody(new Request("http://test/api/x", { method: "POST" }), "en", 64).text()).toBe("");
  });

  it("refuses a chunked body past the cap with 413 in the answer's shape, keeping nothing and reading the rest away", async () => {
    const { request, pulled } = streamed(1000, 1024);
    const error = await failure(requestBody(request, "ru", 4096).text());
    expect(error.status).toBe(413);
    expect(error.detail).toMatchObject({ code: "body_too_large", limit: 4096, msg: expect.stringContaining("слишком большое") });
    expect(pulled()).toBe(1000); // drained: the connection stays healthy
  });

  it("gives up on an endless body after 64 MB, never reading all of it", async () => {
    const { request, pulled } = streamed(Number.POSITIVE_INFINITY, 64 * 1024);
    expect((await failure(requestBody(request, "en", DEFAULT_BODY_LIMIT).text())).status).toBe(413);
    expect(pulled() * 64 * 1024).toBeLessThanOrEqual(DRAIN_LIMIT + 2 * 64 * 1024);
  });

  it("as a stream, hands over the chunk that passes the cap (for a reader's own text), then errors with 413", async () => {
    const { request, pulled } = streamed(100, 1024);
    const reader = requestBody(request, "en", 2048).stream().getReader();
    let seen = 0;
    let error: unknown;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        seen += value.byteLength;
      }
    } catch (e) {
      error = e;
    }
    expect(seen).toBe(3072);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect(pulled()).toBe(100);
  });

  it("a stream cancelled early, or a body never read, is read away by discard()", async () => {
    const first = streamed(50, 1024);
    const body = requestBody(first.request, "en", 1024 * 1024);
    const reader = body.stream().getReader();
    await reader.read();
    await reader.cancel();
    expect(first.pulled()).toBe(50);
    const second = streamed(50, 1024);
    await requestBody(second.request, "en", 1024).discard();
    expect(second.pulled()).toBe(50);
  });
});

describe("control characters in any input", () => {
  it("flags C0 controls and DEL but not tab, line feed or carriage return", () => {
    for (const c of ["\u0000", "\u0001", "\u0008", "\u000B", "\u000C", "\u000E", "\u001F", "\u007F"]) expect(hasBadCharacters(`a${c}b`)).toBe(true);
    for (const c of ["\t", "\n", "\r", "é", "😀", "\u200F"]) expect(hasBadCharacters(`a${c}b`)).toBe(false);
    expect(hasBadCharacters("\uDC00")).toBe(true);
  });

  it("finds them in keys and nested values, and parseOrThrow refuses them before the schema", () => {
    expect(controlCharacterIssues({ a: { "k\u0000": 1 }, b: [{ c: "\u0007" }] }, "body", (field) => `bad ${field}`)).toEqual([
      { loc: ["body", "a", "k\uFFFD"], msg: "bad k\uFFFD", type: "control_character" },
      { loc: ["body", "b", 0, "c"], msg: "bad c", type: "control_character" },
    ]);
    expect(() => parseOrThrow(z.object({ id: z.string() }), { id: "x\u0000" }, "path")).toThrow(ApiError);
  });

  it("the site search drops them instead", () => {
    expect(normaliseSearchQuery("a\u0000b")).toBe("a b");
    expect(normaliseSearchQuery("\u0000\u001b\uD800")).toBe("");
  });
});

describe("the Allow header of an API path", () => {
  it("lists the documented methods, HEAD with GET, and OPTIONS", () => {
    expect(allowedMethodsOf("/api/offers")).toBe("GET, HEAD, OPTIONS");
    expect(allowedMethodsOf("/api/offers/countries")).toBe("GET, HEAD, OPTIONS");
    expect(allowedMethodsOf("/api/offers/abcdefghij")).toBe("GET, HEAD, OPTIONS");
    expect(allowedMethodsOf("/api/users/access/token")).toBe("POST, OPTIONS");
    expect(allowedMethodsOf("/api/users/profile")).toBe("GET, HEAD, PATCH, OPTIONS");
    expect(allowedMethodsOf("/api/users/profile/profiles/abc")).toBe("GET, HEAD, PATCH, DELETE, OPTIONS");
    expect(allowedMethodsOf("/api/users/profile/profiles_list")).toBe("GET, HEAD, OPTIONS");
  });
});

describe("body checks by headers alone (every unsafe request, in route())", () => {
  const req = (headers: Record<string, string>) => new Request("http://test/api/x", { method: "POST", headers });
  it("refuses declared non-JSON types, lengths without a type, and lengths above the limit", () => {
    expect(refuseBodyByHeaders(req({ "content-type": "text/plain", "content-length": "5" }), "en", 100)?.status).toBe(415);
    expect(refuseBodyByHeaders(req({ "content-length": "5" }), "en", 100)?.status).toBe(415);
    expect(refuseBodyByHeaders(req({ "content-type": "application/json", "content-length": "101" }), "en", 100)?.status).toBe(413);
    expect(refuseBodyByHeaders(req({ "content-type": "application/json", "content-length": "100" }), "en", 100)).toBeNull();
    expect(refuseBodyByHeaders(req({ "content-type": "text/plain", "content-length": "0" }), "en", 100)).toBeNull();
    expect(refuseBodyByHeaders(req({}), "en", 100)).toBeNull();
  });
});
