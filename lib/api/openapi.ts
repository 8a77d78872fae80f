import { z } from "zod";
import { accessAction, accessKind, type Access } from "./access";
import { apiRoutes, type ApiRoute } from "./registry";

type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: "query" | "path" | "header"; required: boolean; description?: string; schema: JsonSchema; style?: string; explode?: boolean };

const issueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number().int()])).describe("Where the problem is: query, path or body, then the field"),
  msg: z.string(),
  type: z.string().describe("Machine-readable kind of the problem"),
});

/** Spec section 8: `detail` is a string, a list of `{loc, msg, type}` or an object with `msg`. */
export const errorResponseSchema = z.object({
  detail: z.union([z.string(), z.array(issueSchema), z.looseObject({ msg: z.string() })]),
});

const statusText: Record<number, string> = {
  304: "Not modified (If-None-Match matched)",
  400: "The code is wrong, expired or used up (detail says which)",
  401: "Not signed in, or the token is invalid, expired or revoked",
  403: "Refused: cross-site request check failed (code csrf_failed) or identity confirmation needed (code identity_confirmation_required)",
  404: "Not found",
  409: "Conflicts with existing data (detail says what)",
  413: "The JSON body is larger than the route accepts (64 KB unless stated)",
  415: "The body is not JSON (Content-Type must be application/json)",
  422: "Invalid parameters: detail lists each problem with its loc",
  429: "Too many requests: wait the Retry-After seconds",
  500: "Internal server error",
  503: "The database is unreachable",
};

/** Human notes on parameters whose limits the JSON Schema cannot show (they are parsed from strings). */
const parameterNotes: Record<string, string> = {
  page: "Page number, 1 to 100000",
  size: "Page size, 1 to 100",
  sort:
    "Order of the offers. Prices compare per month (1 month = 730 hours, 1 year = 12 months); gpu_hour_asc applies to GPU servers (price per GPU-hour), vcpu_month_asc and ram_gb_month_asc to compute and servers (price per vCPU-month, per GB-RAM-month); a sort that does not apply to the product answers 422",
  organization__uid: "Only offers of the supplier with this uid",
  country: "Comma-separated ISO 3166-1 alpha-2 codes (uppercase)",
  provider: "Comma-separated supplier slugs",
  price_min: "Lowest price in whole EUR per month (hourly prices × 730, yearly ÷ 12)",
  price_max: "Highest price in whole EUR per month (hourly prices × 730, yearly ÷ 12)",
  product_slug: "Product slug",
};

function stripMeta(schema: JsonSchema): JsonSchema {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

/** The defaults a schema fills in for an empty input, as they would be written in a query string. */
function queryDefaults(schema: z.ZodObject): Record<string, unknown> {
  const parsed = schema.safeParse({});
  return parsed.success ? (parsed.data as Record<string, unknown>) : {};
}

function parametersOf(schema: z.ZodObject, where: "query" | "path"): Parameter[] {
  const json = z.toJSONSchema(schema, { io: "input", target: "draft-2020-12", unrepresentable: "any" }) as JsonSchema;
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  const defaults = queryDefaults(schema);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    if (defaults[name] !== undefined && propertySchema.default === undefined) {
      propertySchema.default = propertySchema.type === "string" ? String(defaults[name]) : defaults[name];
    }
    const text = (description as string | undefined) ?? parameterNotes[name];
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(text ? { description: text } : {}),
      schema: propertySchema,
    };
  });
}

const acceptLanguage: Parameter = {
  name: "Accept-Language",
  in: "header",
  required: false,
  description: "ru or ru-RU answers names and the API's own messages in Russian; anything else in English (en-US)",
  schema: { type: "string", examples: ["en-US", "ru-RU"] },
};

const facetFilters: Parameter = {
  name: "filters",
  in: "query",
  required: false,
  style: "form",
  explode: true,
  description:
    "Facet filters of the product (needs product_slug): each key from GET /api/core/filters/config, values comma-separated",
  schema: { type: "object", additionalProperties: { type: "string" }, examples: [{ ram_gb: "32,64", disk_type: "NVMe" }] },
};

const UNSAFE = new Set(["post", "put", "patch", "delete"]);

/**
 * The role names an operation's access requires of its signed-in caller (OpenAPI 3.1 lets any
 * scheme list them): none for any signed-in user, `staff`, or `member:<action>` / `supplier:<action>`
 * with the permission of lib/organizations/permissions.ts.
 */
export function rolesOf(access: Access): string[] {
  const kind = accessKind(access);
  if (kind === "staff") return ["staff"];
  if (kind === "member" || kind === "supplier") return [`${kind}:${accessAction(access)}`];
  return [];
}

/**
 * Who may call an operation (lib/api/access.ts, docs/accounts-api.md), as OpenAPI security
 * requirements: internal-token operations the internal bearer token; signed-in ones (users, staff,
 * organisation members) the access token, or the session cookie, which on an unsafe method also needs
 * the cross-site request cookie echoed in X-CSRF-Token, each with the roles the access requires;
 * public unsafe operations that double-submit pair alone; public reads and the provider callbacks
 * nothing (`[]`).
 */
export function securityOf(route: ApiRoute): Record<string, string[]>[] {
  const kind = accessKind(route.access);
  if (kind === "internal-token") return [{ staffToken: [] }];
  if (route.csrfExempt) return [];
  const unsafe = UNSAFE.has(route.method);
  if (kind !== "public") {
    const roles = rolesOf(route.access);
    return [{ accessToken: roles }, unsafe ? { sessionCookie: roles, csrfCookie: [], csrfToken: [] } : { sessionCookie: roles }];
  }
  return unsafe ? [{ csrfCookie: [], csrfToken: [] }] : [];
}

function operation(route: ApiRoute) {
  const parameters: Parameter[] = [
    ...(route.params ? parametersOf(route.params, "path") : []),
    ...(route.query ? parametersOf(route.query, "query") : []),
    ...(route.facetFilters ? [facetFilters] : []),
    acceptLanguage,
  ];
  const success =
    "schema" in route.response
      ? { "application/json": { schema: { $ref: `#/components/schemas/${route.response.name}` } } }
      : { [route.response.mediaType]: {} };
  const responses: Record<string, unknown> = {
    [String(route.status ?? 200)]: route.status === 302 ? { description: route.response.description } : { description: route.response.description, content: success },
  };
  // Every JSON body goes through parseBody: too large, not JSON, or invalid.
  const bodyErrors = route.body ? [413, 415, 422] : [];
  for (const status of [...new Set([...route.errors, ...bodyErrors])].sort((a, b) => a - b).concat(503)) {
    responses[String(status)] =
      status === 304
        ? { description: statusText[status] }
        : { description: statusText[status] ?? "Error", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  }
  responses.default = { description: statusText[500], content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  const requestBody = route.body
    ? { required: true, content: { "application/json": { schema: stripMeta(z.toJSONSchema(route.body, { target: "draft-2020-12", io: "input" }) as JsonSchema) } } }
    : undefined;
  return {
    operationId: route.operationId,
    ...(requestBody ? { requestBody } : {}),
    security: securityOf(route),
    "x-access": route.access,
    ...(route.csrfExempt ? { "x-csrf-exempt": route.csrfExempt } : {}),
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    parameters,
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the public API, built from the route registry and the same zod
 * schemas that validate requests and shape answers (JSON Schema 2020-12, as OpenAPI 3.1 uses).
 */
export function buildOpenApiDocument() {
  const components = z.registry<{ id: string }>();
  components.add(errorResponseSchema, { id: "Error" });
  for (const route of apiRoutes) {
    if ("schema" in route.response && !components.has(route.response.schema)) components.add(route.response.schema, { id: route.response.name });
  }
  const generated = z.toJSONSchema(components, {
    target: "draft-2020-12",
    io: "output",
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
  });
  const schemas = Object.fromEntries(Object.entries(generated.schemas).map(([id, s]) => [id, stripMeta(s as JsonSchema)]));

  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of apiRoutes) {
    paths[route.path] = { ...paths[route.path], [route.method]: operation(route) };
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Marketplace API",
      version: "1.0.0",
      license: { name: "Proprietary" },
      description:
        "Catalogue of servers, GPU servers, computing, VPN and proxy offers, and the buyer's account. Errors answer " +
        '{"detail": ...}: a string, a list of {loc, msg, type} or an object with msg.',
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "catalog", description: "Categories, products and product options" },
      { name: "offers", description: "Public offers" },
      { name: "media", description: "Images" },
      { name: "core", description: "Filters and settings" },
      { name: "documentation", description: "This document" },
      { name: "internal", description: "Staff catalogue upkeep" },
      { name: "users", description: "Sign-in, sessions, the user's profile and billing profiles" },
      { name: "notifications", description: "The signed-in user's notifications" },
      { name: "integrations", description: "Third-party integrations (chat support)" },
      { name: "cart", description: "The buyer's cart and each instance's configuration" },
      { name: "orders", description: "Orders, invoices and resources" },
      { name: "payments", description: "Payment providers: Stripe's webhook and the demo provider's page" },
      { name: "organizations", description: "Business accounts: registration, verification workflow, workspace members and roles (docs/organizations.md)" },
      { name: "documents", description: "Verification documents: png, jpg or PDF, judged by their bytes" },
      { name: "delivery", description: "Suppliers deliver access to the resources buyers paid for; access data is sealed at rest and every reveal recorded (docs/delivery.md)" },
      { name: "staff", description: "Marketplace staff: the review queue and decisions, catalogue upkeep (products, options, categories, data centers)" },
    ],
    paths,
    components: { schemas, securitySchemes: {
        staffToken: { type: "http", scheme: "bearer", description: "INTERNAL_API_TOKEN" },
        accessToken: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "access_token from POST /api/users/access/token" },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "application_user_access",
          description: "The browser's session cookie; unsafe methods also need the X-CSRF-Token header echoing the application-csrf cookie (__Host-application-csrf over https)",
        },
        csrfCookie: {
          type: "apiKey",
          in: "cookie",
          name: "application-csrf",
          description: "The cross-site request token set by GET /api/users/access/csrf (and by sign-in and sign-out), bound to the session or to a guest; named __Host-application-csrf over https",
        },
        csrfToken: { type: "apiKey", in: "header", name: "X-CSRF-Token", description: "The value of the cross-site request cookie, on unsafe methods without Authorization: Bearer (a browser's Origin must be this site)" },
      },
    },
  };
}
