import {
  catalogueEntries,
  catalogueRouteForUrl,
  collectFirstLoadFiles,
  evaluateClientReferenceManifest,
  missingRequiredRoutes,
  scriptSources,
} from "@/bench/lib/first-load";
import { pickFacetValue, spreadPages } from "@/bench/lib/urls";

const entry = "/[locale]/(shop)/[category_slug]/[slug]/[offer_uid]/page";

describe("client reference manifest (Turbopack build output)", () => {
  it("evaluates the manifest script in a sandbox", () => {
    const code = `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST["${entry}"] = {"entryJSFiles":{"[project]/app/[locale]/layout":["static/chunks/layout.js"]}};`;
    const manifest = evaluateClientReferenceManifest(code);
    expect(manifest[entry].entryJSFiles).toEqual({ "[project]/app/[locale]/layout": ["static/chunks/layout.js"] });
    expect((globalThis as { __RSC_MANIFEST?: unknown }).__RSC_MANIFEST).toBeUndefined();
  });

  it("collects root main files and entry chunks once each, without polyfills or CSS", () => {
    const { files } = collectFirstLoadFiles({
      rootMainFiles: ["static/chunks/main.js", "static/chunks/turbopack-runtime.js"],
      polyfillFiles: ["static/chunks/polyfill.js"],
      entryJSFiles: {
        "[project]/app/[locale]/layout": ["static/chunks/layout.js", "static/chunks/main.js"],
        [`[project]/app${entry}`]: ["/_next/static/chunks/page.js", "static/chunks/polyfill.js", "static/chunks/x.css"],
        "[project]/node_modules/next/dist/client/components/builtin/global-error": [],
      },
    });
    expect(files).toEqual(["static/chunks/main.js", "static/chunks/turbopack-runtime.js", "static/chunks/layout.js", "static/chunks/page.js"]);
  });
});

describe("catalogue route discovery", () => {
  const manifest = {
    "/[locale]/(shop)/page": "app/[locale]/(shop)/page.js",
    [entry]: "app/x/page.js",
    "/[locale]/(account)/orders/page": "app/y/page.js",
    "/api/offers/route": "app/api/offers/route.js",
  };
  it("keeps the pages under app/[locale]/(shop)", () => {
    expect(catalogueEntries(manifest)).toEqual(["/[locale]/(shop)/[category_slug]/[slug]/[offer_uid]/page", "/[locale]/(shop)/page"]);
  });
  it("names the required routes that are missing, ignoring parameter names", () => {
    const entries = [...catalogueEntries(manifest), "/[locale]/(shop)/[category]/page"];
    expect(missingRequiredRoutes(entries)).toEqual([
      "listing (/[locale]/(shop)/[category_slug]/[slug])",
      "filtered listing (/[locale]/(shop)/[category_slug]/[slug]/f/[state])",
    ]);
  });
  it("maps public URLs to the route they render, static segments first", () => {
    const routes = ["/[locale]/(shop)", "/[locale]/(shop)/[category_slug]", "/[locale]/(shop)/about", "/[locale]/(shop)/[category_slug]/[slug]", "/[locale]/(shop)/[category_slug]/[slug]/f/[state]", "/[locale]/(shop)/[category_slug]/[slug]/[offer_uid]"];
    const route = (url: string) => catalogueRouteForUrl(new URL(url), routes);
    expect(route("http://h/")).toBe("/[locale]/(shop)");
    expect(route("http://h/about")).toBe("/[locale]/(shop)/about");
    expect(route("http://h/ru/vpn")).toBe("/[locale]/(shop)/[category_slug]");
    expect(route("http://h/vpn/personal-vpn")).toBe("/[locale]/(shop)/[category_slug]/[slug]");
    expect(route("http://h/vpn/personal-vpn?sort=price_desc")).toBe("/[locale]/(shop)/[category_slug]/[slug]/f/[state]");
    expect(route("http://h/ru/vpn/personal-vpn/abcdefghij")).toBe(entry.replace(/\/page$/, ""));
    expect(route("http://h/a/b/c/d/e")).toBeNull();
  });
  it("reads script sources without nomodule ones", () => {
    const html = `<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/p.js" noModule=""></script><script>inline()</script>`;
    expect(scriptSources(html)).toEqual(["/_next/static/chunks/a.js"]);
  });
});

describe("benchmark URL picking", () => {
  it("takes the most common value of the first facet with two values", () => {
    const rows: Record<string, string | string[]>[] = [{ ram_gb: "8", disk: "ssd" }, { ram_gb: "8", disk: "ssd" }, { ram_gb: "16", disk: "ssd" }, { protocols: ["WireGuard"] }];
    expect(pickFacetValue(["disk", "ram_gb"], rows)).toEqual({ key: "ram_gb", value: "8", offers: 2 });
    expect(pickFacetValue(["disk"], rows)).toBeNull();
  });
  it("spreads pages over the range, first and last included", () => {
    expect(spreadPages(3, 8)).toEqual([1, 2, 3]);
    expect(spreadPages(100, 4)).toEqual([1, 34, 67, 100]);
  });
});
