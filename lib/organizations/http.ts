import "server-only";
import { z } from "zod";
import { issuesFromZod, unprocessable } from "@/lib/api/errors";
import { parseBody, type ApiContext } from "@/lib/api/respond";
import { pathParams } from "@/lib/cart/http";
import { uidPathParams } from "./schema";
import { translateOrgIssues } from "./texts";

type Ctx = Pick<ApiContext<unknown>, "request" | "locale" | "bodyLimit">;
const jsonObject = z.looseObject({});

/** An organisation body checked with `schema`; field errors answer 422 in the Accept-Language language. */
export async function parseOrgBody<S extends z.ZodType>(ctx: Ctx, schema: S): Promise<z.output<S>> {
  const body = await parseBody(ctx, jsonObject);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unprocessable(translateOrgIssues(issuesFromZod(parsed.error, "body"), ctx.locale, body.phone_region));
  return parsed.data;
}

/** The `{id}` path parameter (a uid). */
export const idOf = (params: unknown) => pathParams(params, uidPathParams).id;
