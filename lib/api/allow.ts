import { apiRoutes } from "./registry";

const ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** The documented paths as patterns, literal paths before templates (/api/offers/countries before /api/offers/{id}). */
const documented = (() => {
  const byPath = new Map<string, Set<string>>();
  for (const doc of apiRoutes) byPath.set(doc.path, (byPath.get(doc.path) ?? new Set()).add(doc.method.toUpperCase()));
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  return [...byPath]
    .map(([path, methods]) => ({
      templated: path.includes("{"),
      pattern: new RegExp(`^${path.split(/\{[^}]+\}/).map(escape).join("[^/]+")}/?$`),
      methods,
    }))
    .sort((a, b) => Number(a.templated) - Number(b.templated));
})();

/**
 * The Allow header of an API path (RFC 9110 section 10.2.1): the methods the OpenAPI registry
 * documents for it, HEAD wherever GET is, and OPTIONS.
 */
export function allowedMethodsOf(pathname: string): string {
  const methods = new Set(documented.find((entry) => entry.pattern.test(pathname))?.methods ?? []);
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  return ORDER.filter((method) => methods.has(method)).join(", ");
}
