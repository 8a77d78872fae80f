import { categoryOf, formatTally, Sources, tallyProfile } from "@/bench/lib/profile-summary";

describe("categoryOf (what a CPU profile sample's leaf frame is spent on)", () => {
  const cases: [string, string, string, string][] = [
    // [expected category, V8's url, original source through the map, function]
    ["GC (main thread)", "", "", "(garbage collector)"],
    ["V8: compile, natives, runtime (program)", "", "", "(program)"],
    ["db: PGlite WebAssembly (Postgres)", "wasm://wasm/0123abcd", "wasm://wasm/0123abcd", "wasm-function[42]"],
    // PGlite's and drizzle's own maps name files without the package: the file that ran decides.
    ["db: PGlite JavaScript", "file:///app/node_modules/@electric-sql/pglite/dist/index.js", "src/parse.ts", "parse"],
    ["db: drizzle-orm", "file:///app/node_modules/drizzle-orm/pg-core/dialect.js", "src/pg-core/dialect.ts", "sqlToQuery"],
    ["React HTML pass (react-dom/server)", "file:///app/.next/server/chunks/ssr/x.js", "node_modules/react-dom/cjs/react-dom-server.edge.production.js", "renderNode"],
    ['React RSC pass + "use cache" (Flight server)', "file:///x.js", "node_modules/next/dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-server.node.production.js", "renderModelDestructive"],
    ["Flight client (RSC decoded for HTML, cache reads)", "file:///x.js", "node_modules/next/dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-client.node.production.js", "parseModelString"],
    ["React core (elements, hooks)", "file:///x.js", "node_modules/react/cjs/react.production.js", "jsx"],
    ['Next "use cache" and incremental cache', "file:///x.js", "node_modules/next/dist/server/lib/incremental-cache/index.js", "set"],
    ["Next metadata", "file:///x.js", "node_modules/next/dist/lib/metadata/resolve-metadata.js", "resolveMetadata"],
    ["Next app-render (page, segments, streams)", "file:///x.js", "node_modules/next/dist/server/app-render/app-render.js", "renderToHTMLOrFlight"],
    ["next-intl / ICU messages", "file:///x.js", "node_modules/intl-messageformat/lib/src/core.js", "format"],
    ["app: JSON-LD", "file:///x.js", "lib/seo/json-ld.ts", "offerJsonLd"],
    ["app: metadata builders", "file:///x.js", "lib/seo/metadata.ts", "offerMetadata"],
    ["app: queries and data shaping (lib)", "file:///x.js", "lib/format.ts", "formatMoney"],
    ["app: pages and components", "file:///x.js", "components/catalogue/offer-card.tsx", "OfferCard"],
    ["Next.js server (router, proxy, base server)", "file:///app/node_modules/next/dist/server/base-server.js", "", "handleRequest"],
    ["Node: http and net", "node:_http_server", "", "parserOnIncoming"],
    ["Node: AsyncLocalStorage (async_hooks)", "node:internal/async_hooks", "", "promiseInitHook"],
    ["Node: web streams, AbortSignal, events", "node:internal/webstreams/readablestream", "", "readableStreamDefaultControllerEnqueue"],
    ["Node: Buffer.toJSON (JSON.stringify of a Buffer)", "node:buffer", "", "toJSON"],
    ["Node: TextEncoder/TextDecoder", "node:internal/encoding", "", "decode"],
    ["Node: timers, ticks, streams, other core", "node:internal/process/task_queues", "", "processTicksAndRejections"],
    ["other packages", "file:///app/node_modules/zod/v4/core/parse.js", "", "safeParse"],
    ["other (no source)", "", "", "(anonymous)"],
  ];
  it.each(cases)("%s", (expected, url, source, fn) => expect(categoryOf(url, source, fn)).toBe(expected));
});

describe("tallyProfile and formatTally (a synthetic profile, no source maps)", () => {
  // root → http handler → native callee (no url: counts for its caller) ; root → idle ; root → GC
  const frame = (functionName: string, url = "") => ({ functionName, url, lineNumber: 0, columnNumber: 0 });
  const profile = {
    nodes: [
      { id: 1, callFrame: frame("(root)"), children: [2, 4, 5, 6] },
      { id: 2, callFrame: frame("parserOnIncoming", "node:_http_server"), children: [3] },
      { id: 3, callFrame: frame("writev") },
      { id: 4, callFrame: frame("(idle)") },
      { id: 5, callFrame: frame("(garbage collector)") },
      { id: 6, callFrame: frame("formatMoney", "lib/format.ts") },
    ],
    startTime: 0,
    endTime: 7000,
    // Samples at t = 1000, 2000, …, 6000 µs; each stands for the time until the next (1000 µs).
    samples: [2, 3, 4, 5, 6, 2, 2],
    timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000],
  };
  const sources = new Sources(null);

  it("sums busy samples by their leaf's category, skipping idle, a native frame counting for its caller", () => {
    const t = tallyProfile(profile, null, sources);
    expect(t.busyUs).toBe(5000); // 7 samples, one idle, the last has no successor
    expect(Object.fromEntries(t.self)).toEqual({
      "Node: http and net": 3000,
      "GC (main thread)": 1000,
      "app: queries and data shaping (lib)": 1000,
    });
    expect(t.inStack.get("app: queries and data shaping (lib)")).toBe(1000);
  });
  it("counts only samples inside the windows", () => {
    const t = tallyProfile(profile, [{ name: "run", fromUs: 3500, toUs: 5000 }], sources);
    expect(t.busyUs).toBe(2000);
    expect(Object.fromEntries(t.self)).toEqual({ "GC (main thread)": 1000, "app: queries and data shaping (lib)": 1000 });
  });
  it("scales per-page figures to the JavaScript-thread CPU measured", () => {
    const t = tallyProfile(profile, null, sources);
    const text = formatTally(t, { pages: 2, wallUs: 7000, top: 3, title: "test", measuredMs: 10 });
    // 5 ms of samples scaled to 10 ms measured, over 2 pages: 5 ms/page; http is 3/5 of it.
    expect(text).toContain("2 pages, 5.00 ms/page");
    expect(text).toMatch(/Node: http and net\s+3\s+3\.00\s+60\.0/);
  });
});
