import { ApiError, parseOrThrow } from "@/lib/api/errors";
import { parseBody } from "@/lib/api/input";
import { cartConfigureSchema } from "@/lib/cart/schema";
import { z } from "zod";

const post = (body: string) => new Request("http://test/api/cart/x/configure", { method: "POST", body, headers: { "content-type": "application/json" } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

describe("a key named __proto__ in an input (a zod record would drop it silently)", () => {
  it("zod alone drops it from a record: the reason the API refuses it before the schema", () => {
    const parsed = cartConfigureSchema.safeParse(JSON.parse('{"values":{"__proto__":"x","os":"debian"}}'));
    expect(parsed.success && Object.keys(parsed.data.values)).toEqual(["os"]);
  });

  it("a cart configuration with values.__proto__ answers 422 naming the key, in the caller's language", async () => {
    const en = await failure(parseBody({ request: post('{"values":{"__proto__":{"polluted":true},"os":"debian"}}'), locale: "en" }, cartConfigureSchema));
    expect(en.status).toBe(422);
    expect(en.detail).toEqual([{ loc: ["body", "values", "__proto__"], msg: "The key '__proto__' is not allowed: use another name", type: "forbidden_key" }]);
    const ru = await failure(parseBody({ request: post('{"values":{"__proto__":"x"}}'), locale: "ru" }, cartConfigureSchema));
    expect(ru.detail).toEqual([{ loc: ["body", "values", "__proto__"], msg: "Ключ «__proto__» недопустим: используйте другое имя", type: "forbidden_key" }]);
  });

  it("anywhere in any body, and in parseOrThrow's inputs; other keys (constructor) pass", async () => {
    const nested = await failure(parseBody({ request: post('{"a":[{"b":{"__proto__":1}}]}'), locale: "en" }, z.looseObject({})));
    expect(nested.detail).toMatchObject([{ loc: ["body", "a", 0, "b", "__proto__"] }]);
    expect(() => parseOrThrow(z.record(z.string(), z.string()), JSON.parse('{"__proto__":"x"}'), "body")).toThrow(ApiError);
    await expect(parseBody({ request: post('{"values":{"constructor":"x"}}'), locale: "en" }, cartConfigureSchema)).resolves.toEqual({ values: { constructor: "x" } });
  });
});
