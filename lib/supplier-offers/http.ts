import "server-only";
import { z } from "zod";
import { issuesFromZod, unprocessable } from "@/lib/api/errors";
import { parseBody, type ApiContext } from "@/lib/api/respond";
import { pathParams } from "@/lib/cart/http";
import { supplierOfferPathParams } from "./schema";
import { translateSupplierOfferIssues } from "./texts";

type Ctx = Pick<ApiContext<unknown>, "request" | "locale" | "bodyLimit">;
const jsonObject = z.looseObject({});

/** A supplier offer body checked with `schema`; field errors answer 422 in the Accept-Language language. */
export async function parseOfferBody<S extends z.ZodType>(ctx: Ctx, schema: S): Promise<z.output<S>> {
  const body = await parseBody(ctx, jsonObject);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unprocessable(translateSupplierOfferIssues(issuesFromZod(parsed.error, "body"), ctx.locale));
  return parsed.data;
}

/** The `{id}` path parameter (an offer uid). */
export const offerIdOf = (params: unknown) => pathParams(params, supplierOfferPathParams).id;
