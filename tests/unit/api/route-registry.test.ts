/**
 * The API registry (lib/api/registry.ts), the access table (lib/api/access.ts) and the route files
 * under app/api agree: every route file and each method it implements is a documented operation,
 * every documented operation has its route file and handler, and each handler names the operation
 * it implements, so the access route() enforces is the one the registry documents. Read from the
 * sources: it fails in seconds, before any build.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { routeAccess } from "@/lib/api/access";
import { apiRoutes } from "@/lib/api/registry";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Catch-alls answer the JSON 404 and are not endpoints of their own. */
const NOT_ENDPOINTS = /\[\[?\.\.\./;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|js|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** app/api/offers/[id]/route.ts → /api/offers/{id} */
function openApiPath(file: string): string {
  const dir = path.dirname(path.relative("app", file)).split(path.sep);
  return "/" + dir.map((s) => s.replace(/^\[(\w+)\]$/, "{$1}")).join("/");
}

type Handler = { file: string; path: string; method: string; operation: string | null };

/** Each method a route file implements with a handler of its own (not the shared 405 answer), with the operation it names. */
function handlers(): Handler[] {
  return routeFiles("app/api")
    .filter((file) => !NOT_ENDPOINTS.test(file))
    .flatMap((file) => {
      const source = readFileSync(file, "utf8");
      return METHODS.filter((m) => new RegExp(`export (const|async function) ${m}\\b`).test(source)).map((m) => {
        const named = new RegExp(`export const ${m} = route\\(\\s*"(\\w+)"`).exec(source);
        return { file, path: openApiPath(file), method: m.toLowerCase(), operation: named?.[1] ?? null };
      });
    });
}

const key = (p: string, m: string) => `${m.toUpperCase()} ${p}`;

describe("the API registry and app/api", () => {
  const found = handlers();

  it("finds the route files", () => {
    expect(found.length).toBeGreaterThan(100);
  });

  it("documents every route file and each method it implements", () => {
    const documented = new Set(apiRoutes.map((r) => key(r.path, r.method)));
    const missing = found.filter((h) => !documented.has(key(h.path, h.method))).map((h) => `${key(h.path, h.method)} (${h.file})`);
    expect(missing).toEqual([]);
  });

  it("has a route file and a handler for every documented operation", () => {
    const implemented = new Set(found.map((h) => key(h.path, h.method)));
    const orphans = apiRoutes.filter((r) => !implemented.has(key(r.path, r.method))).map((r) => `${key(r.path, r.method)} (${r.operationId})`);
    expect(orphans).toEqual([]);
  });

  it("writes each handler with route() naming its own operation", () => {
    const byKey = new Map(apiRoutes.map((r) => [key(r.path, r.method), r.operationId]));
    const wrong = found.filter((h) => h.operation !== byKey.get(key(h.path, h.method))).map((h) => `${h.file} ${h.method}: names ${h.operation}, documented as ${byKey.get(key(h.path, h.method))}`);
    expect(wrong).toEqual([]);
  });

  it("has one operation per path and method, with a unique operationId", () => {
    const keys = apiRoutes.map((r) => key(r.path, r.method));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    const ids = apiRoutes.map((r) => r.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("leaves no route file checking a role by hand", () => {
    const byHand = routeFiles("app/api").filter((file) => /\b(requireCaller|requireStaff|requireStaffToken|requireMembership|requireSupplier)\b|\.isStaff\b/.test(readFileSync(file, "utf8")));
    expect(byHand).toEqual([]);
  });

  it("declares access for exactly the documented operations", () => {
    const ids = new Set<string>(apiRoutes.map((r) => r.operationId));
    expect(Object.keys(routeAccess).filter((id) => !ids.has(id))).toEqual([]);
    expect(apiRoutes.filter((r) => !r.access).map((r) => r.operationId)).toEqual([]);
  });
});
