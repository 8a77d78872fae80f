import "server-only";
import { z } from "zod";
import { issuesFromZod, unprocessable } from "@/lib/api/errors";
import { parseBody, type ApiContext } from "@/lib/api/respond";
import { pathParams } from "@/lib/cart/http";
import { resourcePathParams } from "./schema";
import { translateResourceIssues } from "./texts";

type Ctx = Pick<ApiContext<unknown>, "request" | "locale" | "bodyLimit">;
const jsonObject = z.looseObject({});

/** A delivery API body checked with `schema`; problems answer 422 in the Accept-Language language. */
export async function parseResourceBody<S extends z.ZodType>(ctx: Ctx, schema: S): Promise<z.output<S>> {
  const body = await parseBody(ctx, jsonObject);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unprocessable(translateResourceIssues(issuesFromZod(parsed.error, "body"), ctx.locale));
  return parsed.data;
}

/** The `{uid}` path parameter. */
export const resourceUidOf = (params: unknown) => pathParams(params, resourcePathParams).uid;
