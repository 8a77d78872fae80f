/**
 * What a V8 heap snapshot holds and what retains it (snapshots the soak's heap probe writes, see
 * bench/heap-probe.mjs), for finding a memory leak by hand; not part of the bench's run:
 *
 *   node --max-old-space-size=12000 bench/heap-retainers.mjs FILE.heapsnapshot
 *        [--depth 5] [--since OLDER.heapsnapshot] [--strings REGEX]
 *
 * Prints:
 * - the array buffers' bytes by size (how much sits in Node's 8 KiB Buffer pool slabs);
 * - the heap by constructor (or node type), self sizes summed; with `--since`, the growth of each
 *   since the older snapshot instead, by bytes and by count;
 * - the array buffers by retainer chain: for each, the chain of its first strong retainers (through
 *   typed arrays and Buffers) up to `--depth` steps, as "edge←Owner" names, summed over buffers with
 *   the same chain, largest first;
 * - with `--strings`, the strings matching REGEX (the crawled paths, an id) grouped the same way,
 *   most numerous first: what keeps something per URL.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { depth: { type: "string", default: "5" }, since: { type: "string" }, strings: { type: "string" } },
});
if (positionals.length !== 1) {
  console.error("usage: node --max-old-space-size=12000 bench/heap-retainers.mjs FILE.heapsnapshot [--depth 5] [--since OLDER.heapsnapshot] [--strings REGEX]");
  process.exit(2);
}
const depth = Number(values.depth);
const MB = 1024 * 1024;
const mb = (bytes) => (bytes / MB).toFixed(1).padStart(8);

/** A snapshot's nodes and edges with accessors; `withRetainers` also indexes strong retainers. */
function load(file, withRetainers) {
  const snap = JSON.parse(readFileSync(file, "utf8"));
  const { node_fields: nf, edge_fields: ef, node_types: nt, edge_types: et } = snap.snapshot.meta;
  const { nodes, edges, strings } = snap;
  const N = nf.length;
  const E = ef.length;
  const [iType, iName, iSize, iEdges] = ["type", "name", "self_size", "edge_count"].map((f) => nf.indexOf(f));
  const [eType, eName, eTo] = ["type", "name_or_index", "to_node"].map((f) => ef.indexOf(f));
  const count = nodes.length / N;
  const h = {
    count,
    name: (n) => strings[nodes[n * N + iName]],
    type: (n) => nt[0][nodes[n * N + iType]],
    size: (n) => nodes[n * N + iSize],
    firstEdge: new Uint32Array(count + 1),
    edgeName: (e) => strings[edges[e + eName]],
    edgeTo: (e) => edges[e + eTo] / N,
    edgeType: (e) => et[0][edges[e + eType]],
  };
  for (let n = 0, e = 0; n < count; n++) {
    h.firstEdge[n] = e;
    e += nodes[n * N + iEdges] * E;
  }
  h.firstEdge[count] = edges.length;
  h.edgesOf = function* (n) {
    for (let e = h.firstEdge[n]; e < h.firstEdge[n + 1]; e += E) yield e;
  };
  /** "Constructor" for objects and closures, "(type)" for the rest. */
  h.group = (n) => (h.type(n) === "object" || h.type(n) === "closure" ? h.name(n) : `(${h.type(n)})`);
  if (withRetainers) indexRetainers(h);
  return h;
}

/** For every node, the (from, edge) pairs pointing at it, strong edges only. */
function indexRetainers(h) {
  const weak = new Set(["weak", "shortcut"]);
  const start = new Uint32Array(h.count + 1);
  for (let n = 0; n < h.count; n++) for (const e of h.edgesOf(n)) if (!weak.has(h.edgeType(e))) start[h.edgeTo(e) + 1]++;
  for (let n = 1; n <= h.count; n++) start[n] += start[n - 1];
  const from = new Uint32Array(start[h.count]);
  const edge = new Uint32Array(start[h.count]);
  const fill = start.slice();
  for (let n = 0; n < h.count; n++) {
    for (const e of h.edgesOf(n)) {
      if (weak.has(h.edgeType(e))) continue;
      const to = h.edgeTo(e);
      from[fill[to]] = n;
      edge[fill[to]] = e;
      fill[to]++;
    }
  }
  h.retainers = { start, from, edge };
}

/** Self sizes and counts by group. */
function byGroup(h) {
  const groups = new Map();
  for (let n = 0; n < h.count; n++) {
    const v = groups.get(h.group(n)) ?? { count: 0, bytes: 0 };
    v.count++;
    v.bytes += h.size(n);
    groups.set(h.group(n), v);
  }
  return groups;
}

/** The chain of first strong retainers of node `n`, up to `depth` steps, "edge←Owner" each. */
function chainOf(h, start) {
  const { retainers: r } = h;
  const label = (e) => {
    const t = h.edgeType(e);
    const text = String(h.edgeName(e));
    return t === "element" || t === "hidden" || /^\d+$/.test(text) ? "[]" : text;
  };
  const parts = [];
  const seen = new Set([start]);
  let n = start;
  for (let d = 0; d < depth; d++) {
    let next = -1;
    for (let i = r.start[n]; i < r.start[n + 1]; i++) {
      const from = r.from[i];
      if (seen.has(from) || h.type(from) === "synthetic") continue;
      next = from;
      parts.push(`${label(r.edge[i])}←${h.group(next).slice(0, 48)}`);
      break;
    }
    if (next < 0 || h.name(next) === "LRUNode" || h.name(next) === "LRUCache") break;
    seen.add(next);
    n = next;
  }
  return parts.join(" ");
}

/** Prints `items` ({ n, bytes }) summed by retainer chain, `limit` rows sorted by `key`. */
function printChains(h, title, items, sortBy, limit) {
  const chains = new Map();
  for (const { n, bytes } of items) {
    const k = chainOf(h, n);
    const v = chains.get(k) ?? { count: 0, bytes: 0, example: String(h.name(n)).slice(0, 60) };
    v.count++;
    v.bytes += bytes;
    chains.set(k, v);
  }
  console.log(`\n${title}`);
  for (const [k, v] of [...chains].sort((a, b) => b[1][sortBy] - a[1][sortBy]).slice(0, limit)) {
    console.log(`${mb(v.bytes)} MB ${String(v.count).padStart(7)}  ${k}   e.g. ${JSON.stringify(v.example)}`);
  }
}

const h = load(positionals[0], true);

// Array buffers and the bytes of their backing stores.
const buffers = [];
for (let n = 0; n < h.count; n++) {
  if (h.name(n) !== "ArrayBuffer" || h.type(n) !== "object") continue;
  let bytes = 0;
  for (const e of h.edgesOf(n)) if (h.edgeName(e) === "backing_store") bytes += h.size(h.edgeTo(e));
  buffers.push({ n, bytes });
}
const slabs = buffers.filter((b) => b.bytes === 8192);
const total = buffers.reduce((s, b) => s + b.bytes, 0);
console.log(`${buffers.length} ArrayBuffers, ${mb(total).trim()} MB; 8 KiB (pool-slab sized): ${slabs.length}, ${mb(slabs.length * 8192).trim()} MB`);
const bySize = new Map();
for (const b of buffers) {
  const k = b.bytes < 1024 ? "<1K" : b.bytes < 8192 ? "1K-8K" : b.bytes === 8192 ? "8K" : b.bytes < 65536 ? "8K-64K" : b.bytes < MB ? "64K-1M" : ">=1M";
  const v = bySize.get(k) ?? { count: 0, bytes: 0 };
  v.count++;
  v.bytes += b.bytes;
  bySize.set(k, v);
}
for (const [k, v] of bySize) console.log(`  ${k.padEnd(7)} ${String(v.count).padStart(7)} buffers ${mb(v.bytes)} MB`);

const groups = byGroup(h);
if (values.since) {
  const older = byGroup(load(values.since, false));
  const rows = [...groups].map(([k, v]) => {
    const o = older.get(k) ?? { count: 0, bytes: 0 };
    return { k, bytes: v.bytes - o.bytes, count: v.count - o.count };
  });
  for (const sortBy of ["bytes", "count"]) {
    console.log(`\nGrowth since ${values.since} by constructor or type (largest 25 by ${sortBy}):`);
    for (const r of rows.sort((a, b) => b[sortBy] - a[sortBy]).slice(0, 25)) console.log(`${mb(r.bytes)} MB ${String(r.count).padStart(8)}  ${r.k.slice(0, 100)}`);
  }
} else {
  console.log("\nHeap by constructor or type (self size, largest 25):");
  for (const [k, v] of [...groups].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 25)) console.log(`${mb(v.bytes)} MB ${String(v.count).padStart(8)}  ${k.slice(0, 100)}`);
}

printChains(h, "Array buffers by retainer chain (largest 40):", buffers, "bytes", 40);

if (values.strings) {
  const pattern = new RegExp(values.strings);
  const strings = [];
  for (let n = 0; n < h.count; n++) {
    if (h.type(n) === "string" && pattern.test(h.name(n))) strings.push({ n, bytes: h.size(n) });
  }
  printChains(h, `Strings matching ${pattern} (${strings.length}) by retainer chain (most numerous 25):`, strings, "count", 25);
}
