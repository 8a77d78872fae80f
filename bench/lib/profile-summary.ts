/**
 * What a CPU profile of the Next.js process spent its time on, for `npm run bench -- --profile DIR`
 * (the bench starts Next with `--cpu-prof`, see bench/lib/server.ts) or by hand:
 *
 *   npx tsx bench/lib/profile-summary.ts DIR|FILE.cpuprofile [--window all|N] [--top 30] [--from µs --to µs] [--pages N]
 *
 * A directory holds the profile(s) the Next.js process wrote when it exited and the bench's
 * windows.json: the CLOCK_MONOTONIC µs spans of the cold runs (V8 stamps samples with the same clock).
 * Only samples inside those spans count (by default all spans together: `--window N` takes one), so
 * start-up, the primer and the warm targets stay out. Idle samples never count.
 *
 * Each sample's leaf frame is mapped through the build's source maps (.next chunks and Next's
 * precompiled runtime, node:module SourceMap; no dependency) to its original file, and the file to a
 * category: the database (PGlite's WebAssembly and JavaScript, drizzle-orm), React's HTML pass
 * (react-dom/server) and RSC pass (Flight server: the page payload and "use cache" entries are both
 * Flight-serialised, in the same functions), Flight decoding, Next's cache layer, metadata, app-render,
 * next-intl, JSON-LD, the app's own code, Node (http, streams, zlib), GC, V8 (compiling, natives).
 * "Self" tables count where the CPU was, a leaf frame's file; the "in stack" table counts samples
 * with a frame of the category anywhere on the stack (synchronous callers only: work a function
 * schedules runs later under another stack).
 *
 * Only the JavaScript thread is sampled: zlib's compression (libuv's pool), V8's parallel and
 * concurrent GC and background compiling run on other threads and appear in the bench's
 * "next other" column, not here; the front is another process ("front").
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { formatTable } from "./table";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number; scriptId?: string };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

/** A span to sum (CLOCK_MONOTONIC µs), its pages, and the JavaScript-thread CPU the bench measured in it (/proc). */
export type Window = { name: string; fromUs: number; toUs: number; pages?: number; mainThreadMs?: number | null };

/** Next.js's own files: its compiled runtime (webpack://next/…), dist, or sources named by a chunk's map. */
const isNext = (s: string) => /node_modules\/next\/|webpack:\/\/next\/|(^|\/)next\/(src|dist)\//.test(s);
/** The project's own files (sources named relative to it: lib/…, app/…, components/…). */
const isApp = (s: string) => !isNext(s) && !s.includes("node_modules") && !s.startsWith("node:") && !s.includes("://");

/** Categories in the order they are tested against a frame's original source (first match wins). */
const RULES: [string, (src: string, fn: string) => boolean][] = [
  ["GC (main thread)", (_s, fn) => fn === "(garbage collector)"],
  ["V8: compile, natives, runtime (program)", (_s, fn) => fn === "(program)"],
  ["db: PGlite WebAssembly (Postgres)", (s) => s.startsWith("wasm://") || s.includes("wasm-function")],
  ["db: PGlite JavaScript", (s) => /@electric-sql\/pglite|pg-protocol/.test(s)],
  ["db: drizzle-orm", (s) => s.includes("drizzle-orm")],
  ["React HTML pass (react-dom/server)", (s) => /react-dom-server|react-dom\/server/.test(s)],
  ["React RSC pass + \"use cache\" (Flight server)", (s) => /react-server-dom-[a-z]+-server|react-server-dom-[a-z]+\/server/.test(s)],
  ["Flight client (RSC decoded for HTML, cache reads)", (s) => /react-server-dom-[a-z]+-client|react-server-dom-[a-z]+\/client/.test(s)],
  ["React core (elements, hooks)", (s) => /\/react\/cjs\/|\/react\/index|\/react\/jsx/.test(s) || /dist\/compiled\/react-dom\/cjs\/react-dom\./.test(s)],
  ["Next \"use cache\" and incremental cache", (s) => /\/use-cache\/|incremental-cache|resume-data-cache|cache-handlers|response-cache|lib\/cache-control|after\//.test(s)],
  ["Next metadata", (s) => /next\/.*\/metadata\//.test(s) || /src\/lib\/metadata\//.test(s)],
  ["Next app-render (page, segments, streams)", (s) => /next\/.*\/app-render\//.test(s) || /src\/server\/app-render\//.test(s) || /stream-utils/.test(s)],
  ["next-intl / ICU messages", (s) => /next-intl|use-intl|intl-messageformat|@formatjs/.test(s)],
  ["app: JSON-LD", (s) => isApp(s) && /(^|\/)(lib|components)\/seo\/json-ld/.test(s)],
  ["app: metadata builders", (s) => isApp(s) && /(^|\/)lib\/seo\/metadata/.test(s)],
  ["app: queries and data shaping (lib)", (s) => isApp(s) && /(^|\/)lib\//.test(s)],
  ["app: pages and components", (s) => isApp(s) && /(^|\/)(app|components|proxy)\b/.test(s)],
  ["Next.js server (router, proxy, base server)", isNext],
  ["zlib (compression, main-thread part)", (s) => /(^|:)zlib|node:zlib/.test(s)],
  ["Node: http and net", (s) => /^node:(_http|http|net|internal\/http|internal\/stream_base)|_http_/.test(s)],
  ["Node: AsyncLocalStorage (async_hooks)", (s) => /^node:(async_hooks|internal\/async_hooks|internal\/async_local_storage)/.test(s)],
  ["Node: web streams, AbortSignal, events", (s) => /^node:internal\/(webstreams|worker\/js_transferable|abort_controller|event_target|per_context\/domexception)/.test(s)],
  ["Node: Buffer.toJSON (JSON.stringify of a Buffer)", (s, fn) => s.startsWith("node:buffer") && fn === "toJSON"],
  ["Node: TextEncoder/TextDecoder", (s) => s.startsWith("node:internal/encoding")],
  ["Node: timers, ticks, streams, other core", (s) => s.startsWith("node:") || s.startsWith("internal/")],
  ["other packages", (s) => s.includes("node_modules")],
];
const UNKNOWN = "other (no source)";

/** The original source of a frame, through the source map next to its file (cached per file). */
export class Sources {
  private maps = new Map<string, SourceMap | null>();
  constructor(private readonly appDir: string | null) {}

  private mapFor(url: string): SourceMap | null {
    if (this.maps.has(url)) return this.maps.get(url)!;
    let map: SourceMap | null = null;
    try {
      let file = url.startsWith("file://") ? fileURLToPath(url) : url;
      // A build copy that is gone (the bench's session): the same build's file under appDir.
      const inBuild = file.indexOf("/.next/");
      if (this.appDir && !existsSync(file) && inBuild >= 0) file = path.join(this.appDir, file.slice(inBuild + 1));
      if (path.isAbsolute(file) && existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8")));
    } catch {
      map = null;
    }
    this.maps.set(url, map);
    return map;
  }

  /** "original/source/path.ts:line" and the original function name where the map has one. */
  resolve(frame: CallFrame): { source: string; line: number; name: string } {
    const fn = frame.functionName || "(anonymous)";
    if (!frame.url) return { source: "", line: 0, name: fn };
    const map = frame.url.startsWith("file://") || path.isAbsolute(frame.url) ? this.mapFor(frame.url) : null;
    if (map && frame.lineNumber >= 0) {
      const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string; originalLine?: number; name?: string };
      if (entry.originalSource) {
        return { source: normaliseSource(entry.originalSource), line: (entry.originalLine ?? 0) + 1, name: entry.name ?? fn };
      }
    }
    const url = frame.url.startsWith("file://") ? fileURLToPath(frame.url) : frame.url;
    return { source: url, line: frame.lineNumber + 1, name: fn };
  }
}

/** Turbopack's "../../../../lib/x.ts", "[project]/lib/x.ts", "turbopack:///[project]/…" and webpack:// sources to a path. */
function normaliseSource(source: string): string {
  let s = source;
  try {
    s = decodeURIComponent(s);
  } catch {
    // keep as is
  }
  s = s.replace(/^turbopack:\/\/\//, "").replace(/^\[project\]\//, "").replace(/^(\.\.\/)+/, "");
  return s;
}

/** Packages whose own source maps name files without the package ("src/parse.ts"): categorised by the file that ran. */
const BY_URL = /node_modules\/(@electric-sql\/pglite|pg-protocol|drizzle-orm)\//;

/** The category of a frame: its file (`url`, as V8 names it), its original source through the map (or ""), its function name. */
export function categoryOf(url: string, source: string, fn: string): string {
  let s = BY_URL.test(url) ? url : source || url;
  // Next's dist files map to "src/…" of Next itself.
  if (!BY_URL.test(url) && /\/node_modules\/next\/dist\//.test(url) && !isNext(s)) s = `next/${s}`;
  for (const [name, test] of RULES) if (test(s, fn)) return name;
  return UNKNOWN;
}

/** Categories worth an "in stack" row: callers whose synchronous callees belong to them. */
const IN_STACK = new Set([
  "db: PGlite JavaScript",
  "db: drizzle-orm",
  "React HTML pass (react-dom/server)",
  "React RSC pass + \"use cache\" (Flight server)",
  "Flight client (RSC decoded for HTML, cache reads)",
  "Next \"use cache\" and incremental cache",
  "Next metadata",
  "Next app-render (page, segments, streams)",
  "next-intl / ICU messages",
  "app: JSON-LD",
  "app: metadata builders",
  "app: queries and data shaping (lib)",
  "app: pages and components",
]);

type Frame = { category: string; label: string; parent: number | null };

type Tally = { busyUs: number; self: Map<string, number>; inStack: Map<string, number>; functions: Map<string, number> };

/** Sums a profile's samples (within the windows) by the category of their leaf frame, and by categories on their stacks. */
export function tallyProfile(profile: CpuProfile, windows: Window[] | null, sources: Sources): Tally {
  const parents = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
  const frames = new Map<number, Frame>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const SPECIAL = new Set(["(garbage collector)", "(program)", "(idle)", "(root)"]);
  const frameOf = (id: number): Frame => {
    const known = frames.get(id);
    if (known) return known;
    const n = byId.get(id)!;
    const r = sources.resolve(n.callFrame);
    const where = r.source ? `${r.source.replace(/^.*node_modules\//, "")}:${r.line}` : "";
    const parent = parents.get(id) ?? null;
    // A native function (fstat, writev, runMicrotasks: no script) counts for its caller's category,
    // and Node's own functions called by the database (PGlite's file system: fstatSync, readSync) for the database.
    const native = !n.callFrame.url && !SPECIAL.has(n.callFrame.functionName);
    let category = native && parent !== null ? frameOf(parent).category : categoryOf(n.callFrame.url, r.source, n.callFrame.functionName);
    if (category.startsWith("Node:") && parent !== null && frameOf(parent).category.startsWith("db:")) category = frameOf(parent).category;
    const frame = { category, label: where ? `${r.name} ${where}` : `${r.name} (native)`, parent };
    frames.set(id, frame);
    return frame;
  };
  for (const n of profile.nodes) frameOf(n.id);
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)" || n.callFrame.functionName === "(root)").map((n) => n.id));
  const tally: Tally = { busyUs: 0, self: new Map(), inStack: new Map(), functions: new Map() };
  const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
  let t = profile.startTime;
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    t += timeDeltas[i] ?? 0;
    // A sample stands for the time until the next one.
    const us = Math.max(0, timeDeltas[i + 1] ?? 0);
    if (idle.has(samples[i])) continue;
    if (windows && !windows.some((w) => t >= w.fromUs && t <= w.toUs)) continue;
    const leaf = frames.get(samples[i]);
    if (!leaf) continue;
    tally.busyUs += us;
    add(tally.self, leaf.category, us);
    add(tally.functions, `${leaf.label}  [${leaf.category}]`, us);
    const seen = new Set<string>();
    for (let id: number | null = samples[i]; id !== null; id = frames.get(id)?.parent ?? null) {
      const f = frames.get(id);
      if (f && !seen.has(f.category) && IN_STACK.has(f.category)) {
        seen.add(f.category);
        add(tally.inStack, f.category, us);
      }
    }
  }
  return tally;
}

function merge(a: Tally, b: Tally): Tally {
  const sum = (x: Map<string, number>, y: Map<string, number>) => {
    const m = new Map(x);
    for (const [k, v] of y) m.set(k, (m.get(k) ?? 0) + v);
    return m;
  };
  return { busyUs: a.busyUs + b.busyUs, self: sum(a.self, b.self), inStack: sum(a.inStack, b.inStack), functions: sum(a.functions, b.functions) };
}

/** The report: self time by category, in-stack time by category, top functions; per page where pages are known. */
export function formatTally(tally: Tally, opts: { pages: number | null; wallUs: number | null; top: number; title: string; measuredMs?: number | null }): string {
  // Samples are taken on a wall-clock schedule: on a busy machine they also land on time the thread
  // waited for a core, so per-page figures are scaled to the JavaScript-thread CPU /proc measured.
  const scale = opts.measuredMs && tally.busyUs ? (opts.measuredMs * 1000) / tally.busyUs : 1;
  const perPage = (us: number) => (opts.pages ? ((us * scale) / 1000 / opts.pages).toFixed(2) : "-");
  const pct = (us: number) => (tally.busyUs ? ((us / tally.busyUs) * 100).toFixed(1) : "-");
  const sorted = (m: Map<string, number>) => [...m].sort((x, y) => y[1] - x[1]);
  const lines: string[] = [];
  lines.push(
    `${opts.title}: ${(tally.busyUs / 1000).toFixed(0)} ms of JavaScript-thread samples${opts.wallUs ? ` in ${(opts.wallUs / 1e6).toFixed(1)} s` : ""}${
      opts.measuredMs ? `, ${opts.measuredMs.toFixed(0)} ms of JavaScript-thread CPU measured (ms/page below: a category's share of the samples times the measured CPU)` : ""
    }${opts.pages ? `; ${opts.pages} pages, ${perPage(tally.busyUs)} ms/page` : ""}`,
  );
  lines.push("");
  lines.push("Self time by category (where the CPU was):");
  lines.push(formatTable(["category", "ms", "ms/page", "%"], sorted(tally.self).map(([k, v]) => [k, (v / 1000).toFixed(0), perPage(v), pct(v)])));
  lines.push("");
  lines.push("In stack (samples with a frame of the category anywhere on their stack, callees included; rows overlap; synchronous callers only):");
  lines.push(formatTable(["category", "ms", "ms/page", "%"], sorted(tally.inStack).map(([k, v]) => [k, (v / 1000).toFixed(0), perPage(v), pct(v)])));
  lines.push("");
  lines.push(`Top ${opts.top} functions by self time:`);
  lines.push(formatTable(["function  source:line  [category]", "ms", "ms/page", "%"], sorted(tally.functions).slice(0, opts.top).map(([k, v]) => [k, (v / 1000).toFixed(0), perPage(v), pct(v)])));
  return lines.join("\n");
}

function readWindows(dir: string): Window[] | null {
  const file = path.join(dir, "windows.json");
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as Window[];
}

function profilesIn(target: string): string[] {
  if (statSync(target).isFile()) return [target];
  return readdirSync(target)
    .filter((f) => f.endsWith(".cpuprofile"))
    .map((f) => path.join(target, f));
}

/**
 * Summary of the profile(s) in `dir` over the windows in its windows.json (all together, then each
 * run's self time by category), as text. `appDir`: where the profiled build lived, for its maps.
 */
export async function summariseProfileDir(dir: string, opts: { appDir?: string; top?: number; window?: "all" | number } = {}): Promise<string> {
  // The profile is written as the process exits: give a slow disk a moment.
  for (let i = 0; i < 20 && !profilesIn(dir).length; i++) await new Promise((r) => setTimeout(r, 250));
  const files = profilesIn(dir);
  if (!files.length) return `(no .cpuprofile in ${dir}: did the Next.js process exit normally?)`;
  const sources = new Sources(opts.appDir ?? null);
  const profiles = files.map((f) => JSON.parse(readFileSync(f, "utf8")) as CpuProfile);
  const windows = readWindows(dir);
  const chosen = windows && opts.window !== undefined && opts.window !== "all" ? [windows[opts.window]].filter(Boolean) : windows;
  const tallyOf = (ws: Window[] | null) => profiles.map((p) => tallyProfile(p, ws, sources)).reduce(merge);
  const pagesOf = (ws: Window[] | null) => (ws ? ws.reduce((n, w) => n + (w.pages ?? 0), 0) || null : null);
  const wallOf = (ws: Window[] | null) => (ws ? ws.reduce((n, w) => n + (w.toUs - w.fromUs), 0) : null);
  const measuredOf = (ws: Window[] | null) => (ws && ws.every((w) => typeof w.mainThreadMs === "number") ? ws.reduce((n, w) => n + (w.mainThreadMs ?? 0), 0) : null);
  const out: string[] = [];
  const title = chosen ? chosen.map((w) => w.name).join(" + ") : "whole profile";
  out.push(formatTally(tallyOf(chosen), { pages: pagesOf(chosen), wallUs: wallOf(chosen), top: opts.top ?? 30, title, measuredMs: measuredOf(chosen) }));
  if (windows && windows.length > 1 && (opts.window === undefined || opts.window === "all")) {
    // Per run: self time per page by category, side by side.
    const per = windows.map((w) => ({ w, t: tallyOf([w]) }));
    const categories = [...new Set(per.flatMap((p) => [...p.t.self.keys()]))].sort((a, b) => (per[0].t.self.get(b) ?? 0) - (per[0].t.self.get(a) ?? 0));
    const cell = (t: Tally, pages: number | undefined, us: number) => {
      const scale = typeof per.find((p) => p.t === t)?.w.mainThreadMs === "number" && t.busyUs ? (per.find((p) => p.t === t)!.w.mainThreadMs! * 1000) / t.busyUs : 1;
      return pages ? ((us * scale) / 1000 / pages).toFixed(2) : ((us * scale) / 1000).toFixed(0);
    };
    out.push("");
    out.push("Self time per page by run (ms/page, scaled to each run's measured JavaScript-thread CPU where known):");
    out.push(
      formatTable(
        ["category", ...per.map((p) => p.w.name)],
        [
          ["all sampled", ...per.map((p) => cell(p.t, p.w.pages, p.t.busyUs))],
          ...categories.map((c) => [c, ...per.map((p) => cell(p.t, p.w.pages, p.t.self.get(c) ?? 0))]),
        ],
      ),
    );
  }
  return out.join("\n");
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      window: { type: "string" },
      top: { type: "string", default: "30" },
      from: { type: "string" },
      to: { type: "string" },
      pages: { type: "string" },
      "app-dir": { type: "string" },
    },
  });
  const target = positionals[0];
  if (!target) throw new Error("usage: profile-summary.ts DIR|FILE.cpuprofile [--window all|N] [--top 30] [--from µs --to µs --pages N] [--app-dir DIR]");
  const top = Number(values.top);
  if (values.from !== undefined || values.to !== undefined || statSync(target).isFile()) {
    const sources = new Sources(values["app-dir"] ?? null);
    const windows = values.from !== undefined || values.to !== undefined ? [{ name: "window", fromUs: Number(values.from ?? 0), toUs: Number(values.to ?? Number.MAX_SAFE_INTEGER) }] : null;
    const tallies = profilesIn(target).map((f) => tallyProfile(JSON.parse(readFileSync(f, "utf8")) as CpuProfile, windows, sources));
    const pages = values.pages ? Number(values.pages) : null;
    console.log(formatTally(tallies.reduce(merge), { pages, wallUs: windows ? windows[0].toUs - windows[0].fromUs : null, top, title: target }));
    return;
  }
  const window = values.window === undefined || values.window === "all" ? "all" : Number(values.window);
  console.log(await summariseProfileDir(target, { appDir: values["app-dir"], top, window }));
}

// Run by hand (tsx bench/lib/profile-summary.ts …); not when imported (the bench, unit tests).
if (process.argv[1]?.endsWith("profile-summary.ts")) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
