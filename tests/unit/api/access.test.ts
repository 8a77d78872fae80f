/**
 * Access is declared once (lib/api/access.ts): every operation of the registry declares it, the
 * OpenAPI document's security is generated from it, and organisation access names a permission of
 * the permission table.
 */
import { accessAction, accessKind, routeAccess, type Access } from "@/lib/api/access";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { apiRoutes } from "@/lib/api/registry";
import { ACTIONS } from "@/lib/organizations/permissions";

type Operation = { operationId: string; security: Record<string, string[]>[]; "x-access": Access };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

const doc = buildOpenApiDocument() as unknown as Doc;
const operations = Object.values(doc.paths).flatMap((methods) => Object.entries(methods).map(([method, op]) => ({ method, ...op })));
const UNSAFE = new Set(["post", "put", "patch", "delete"]);

/** What the security of an operation must be for its access, written out case by case. */
function expected(access: Access, method: string, csrfExempt: boolean): Record<string, string[]>[] {
  const kind = accessKind(access);
  if (kind === "internal-token") return [{ staffToken: [] }];
  if (csrfExempt) return [];
  const unsafe = UNSAFE.has(method);
  if (kind === "public") return unsafe ? [{ csrfCookie: [], csrfToken: [] }] : [];
  const roles = kind === "user" ? [] : kind === "staff" ? ["staff"] : [`${kind}:${accessAction(access)}`];
  return [{ accessToken: roles }, unsafe ? { sessionCookie: roles, csrfCookie: [], csrfToken: [] } : { sessionCookie: roles }];
}

describe("access declared once", () => {
  it("is declared for every operation of the registry", () => {
    for (const route of apiRoutes) expect([route.operationId, route.access]).toEqual([route.operationId, routeAccess[route.operationId]]);
    expect(apiRoutes.filter((r) => r.access === undefined)).toEqual([]);
  });

  it("names permissions of the permission table", () => {
    for (const access of Object.values(routeAccess) as Access[]) {
      const action = accessAction(access);
      if (action) expect(Object.keys(ACTIONS)).toContain(action);
    }
  });

  it("generates each operation's OpenAPI security and x-access from it", () => {
    expect(operations).toHaveLength(apiRoutes.length);
    for (const route of apiRoutes) {
      const op = doc.paths[route.path][route.method];
      expect({ id: route.operationId, security: op.security, access: op["x-access"] }).toEqual({ id: route.operationId, security: expected(route.access, route.method, Boolean(route.csrfExempt)), access: route.access });
      for (const requirement of op.security) for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(scheme);
    }
  });

  it("keeps the kinds the API had: staff routes for staff, supplier routes for sellers", () => {
    for (const route of apiRoutes) {
      const kind = accessKind(route.access);
      if (route.path.startsWith("/api/staff/")) expect([route.operationId, kind]).toEqual([route.operationId, "staff"]);
      if (route.path.startsWith("/api/supplier/")) expect([route.operationId, kind]).toEqual([route.operationId, "supplier"]);
      if (route.path.startsWith("/api/internal/")) expect([route.operationId, kind]).toEqual([route.operationId, "internal-token"]);
      if (kind === "staff") expect(route.path.startsWith("/api/staff/")).toBe(true);
    }
  });
});
