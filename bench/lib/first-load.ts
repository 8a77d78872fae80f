/**
 * Pure helpers of scripts/check-bundle-size.ts: how a Next 16 (Turbopack) build records the
 * JavaScript a browser loads on the first visit of an App Router page.
 *
 * - `.next/server/app-paths-manifest.json` lists every app entry ("/[locale]/(shop)/page" → file).
 * - `.next/build-manifest.json` (and a per-route copy in `.next/server/app/<entry>/build-manifest.json`)
 *   holds `rootMainFiles`, the runtime and framework chunks every page loads, and `polyfillFiles`,
 *   loaded with `nomodule` (never by a modern browser, so left out).
 * - `.next/server/app/<entry>_client-reference-manifest.js` assigns
 *   `globalThis.__RSC_MANIFEST["<entry>"]`, whose `entryJSFiles` maps each module of the route's
 *   tree (root layout, layouts, page, not-found/error boundaries) to the client chunks it needs. The
 *   server renders them as `<script async src>` in the HTML.
 * Lazily loaded chunks (next/dynamic, import()) are in none of these: they are not first-load.
 */
import vm from "node:vm";

export type ClientReferenceManifest = {
  entryJSFiles?: Record<string, string[]>;
  entryCSSFiles?: Record<string, unknown>;
  clientModules?: Record<string, unknown>;
};

/** Evaluates a `*_client-reference-manifest.js` in an empty sandbox and returns what it assigned. */
export function evaluateClientReferenceManifest(code: string): Record<string, ClientReferenceManifest> {
  const sandbox: Record<string, unknown> = {};
  sandbox.self = sandbox;
  vm.runInNewContext(code, sandbox, { timeout: 1000 });
  const manifest = sandbox.__RSC_MANIFEST;
  if (!manifest || typeof manifest !== "object") throw new Error("the file did not assign globalThis.__RSC_MANIFEST");
  return manifest as Record<string, ClientReferenceManifest>;
}

/** Build-output-relative path ("static/chunks/x.js") of a chunk written as "/_next/static/…" or "static/…". */
export function normaliseChunkPath(file: string): string {
  return file.replace(/^\/?_next\//, "").replace(/^\//, "").split("?")[0];
}

/**
 * The unique JS files a first visit of one route loads: the root main files plus every chunk of
 * the route's entries, without the nomodule polyfills, in a stable order (root files first).
 */
export function collectFirstLoadFiles(input: {
  rootMainFiles: string[];
  polyfillFiles?: string[];
  entryJSFiles: Record<string, string[]>;
}): { files: string[]; byEntry: Record<string, string[]> } {
  const polyfills = new Set((input.polyfillFiles ?? []).map(normaliseChunkPath));
  const files = new Set<string>();
  const add = (f: string) => {
    const p = normaliseChunkPath(f);
    if (p.endsWith(".js") && !polyfills.has(p)) files.add(p);
  };
  input.rootMainFiles.forEach(add);
  const byEntry: Record<string, string[]> = {};
  for (const [entry, chunks] of Object.entries(input.entryJSFiles)) {
    byEntry[entry] = chunks.map(normaliseChunkPath).filter((p) => p.endsWith(".js") && !polyfills.has(p));
    chunks.forEach(add);
  }
  return { files: [...files], byEntry };
}

/** "/[locale]/(shop)/[category_slug]/page" → "/[locale]/(shop)/[category_slug]". */
export function routeOfEntry(entry: string): string {
  return entry.replace(/\/page$/, "") || "/";
}

/** Route shape with parameter names dropped, so a renamed [param] still matches: "/[locale]/(shop)/[]". */
export function routeShape(route: string): string {
  return route.replace(/\[\[?\.{0,3}[^\]]+\]?\]/g, "[]");
}

export const CATALOGUE_GROUP = "/[locale]/(shop)";

/** Catalogue page routes the check must find, by name. */
export const REQUIRED_CATALOGUE_ROUTES: Record<string, string> = {
  home: "/[locale]/(shop)",
  category: "/[locale]/(shop)/[category_slug]",
  listing: "/[locale]/(shop)/[category_slug]/[slug]",
  "filtered listing": "/[locale]/(shop)/[category_slug]/[slug]/f/[state]",
  offer: "/[locale]/(shop)/[category_slug]/[slug]/[offer_uid]",
};

/** Page entries of app-paths-manifest.json under app/[locale]/(shop), sorted. */
export function catalogueEntries(appPathsManifest: Record<string, string>): string[] {
  return Object.keys(appPathsManifest)
    .filter((k) => k.endsWith("/page") && (k === `${CATALOGUE_GROUP}/page` || k.startsWith(`${CATALOGUE_GROUP}/`)))
    .sort();
}

/** Names of required routes with no matching entry (parameter names ignored). */
export function missingRequiredRoutes(entries: string[]): string[] {
  const shapes = new Set(entries.map((e) => routeShape(routeOfEntry(e))));
  return Object.entries(REQUIRED_CATALOGUE_ROUTES)
    .filter(([, route]) => !shapes.has(routeShape(route)))
    .map(([name, route]) => `${name} (${route})`);
}

/** The `src` of every `<script>` in the HTML except `nomodule` ones, in document order. */
export function scriptSources(html: string): string[] {
  const out: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = /\ssrc=(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    if (src) out.push(src[1] ?? src[2]);
  }
  return out;
}

/**
 * The route (of `routes`) a public URL renders: English unprefixed, Russian under /ru; a listing
 * with a query is the folded `/f/[state]` listing (proxy.ts). Static segments beat parameters, so
 * /about is the about page, not a category.
 */
export function catalogueRouteForUrl(url: URL, routes: string[]): string | null {
  let segments = url.pathname.split("/").filter(Boolean);
  if (segments[0] === "ru" || segments[0] === "en") segments = segments.slice(1);
  if (segments.length === 2 && url.search.length > 1) segments = [...segments, "f", "state"];
  let best: string | null = null;
  let bestScore = -1;
  for (const route of routes) {
    const parts = route.split("/").filter((p) => p && p !== "[locale]" && !/^\(.*\)$/.test(p));
    if (parts.length !== segments.length) continue;
    let score = 0;
    const fits = parts.every((p, i) => {
      if (/^\[[^.\]]+\]$/.test(p)) return true;
      score += 1;
      return p === segments[i];
    });
    if (fits && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}
