import "server-only";
import { issuesFromZod } from "@/lib/api/errors";
import { pathParams, type BodyIssues } from "@/lib/api/request";
import { resourcePathParams } from "./schema";
import { translateResourceIssues } from "./texts";

/** A delivery API body (parseJsonBody): problems answer 422 in the Accept-Language language. */
export const resourceBodyIssues: BodyIssues = (error, locale) => translateResourceIssues(issuesFromZod(error, "body"), locale);

/** The `{uid}` path parameter. */
export const resourceUidOf = (params: unknown) => pathParams(params, resourcePathParams).uid;
