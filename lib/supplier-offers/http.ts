import "server-only";
import { issuesFromZod } from "@/lib/api/errors";
import { pathParams, type BodyIssues } from "@/lib/api/request";
import { supplierOfferPathParams } from "./schema";
import { translateSupplierOfferIssues } from "./texts";

/** A supplier offer body (parseJsonBody): field errors answer 422 in the Accept-Language language. */
export const offerBodyIssues: BodyIssues = (error, locale) => translateSupplierOfferIssues(issuesFromZod(error, "body"), locale);

/** The `{id}` path parameter (an offer uid). */
export const offerIdOf = (params: unknown) => pathParams(params, supplierOfferPathParams).id;
