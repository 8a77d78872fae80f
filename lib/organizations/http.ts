import "server-only";
import { issuesFromZod } from "@/lib/api/errors";
import { pathParams, type BodyIssues } from "@/lib/api/request";
import { uidPathParams } from "./schema";
import { translateOrgIssues } from "./texts";

/** An organisation body (parseJsonBody): field errors answer 422 in the Accept-Language language. */
export const orgBodyIssues: BodyIssues = (error, locale, body) => translateOrgIssues(issuesFromZod(error, "body"), locale, body.phone_region);

/** The `{id}` path parameter (a uid). */
export const idOf = (params: unknown) => pathParams(params, uidPathParams).id;
