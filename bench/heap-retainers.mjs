/**
 * What retains the array buffers of a V8 heap snapshot (one the soak's heap probe wrote, see
 * bench/heap-probe.mjs), for finding a memory leak by hand, not part of the bench's run:
 *
 *   node --max-old-space-size=12000 bench/heap-retainers.mjs FILE.heapsnapshot [DEPTH (5)]
 *
 * Prints the array buffers' bytes by size (how much sits in Node's 8 KiB Buffer pool slabs), then
 * by retainer path: for each ArrayBuffer, the chain of its first strong retainers (through typed
 * arrays and Buffers) up to DEPTH steps, as "edge←Owner" names, summed over buffers with the same
 * chain, largest first.
 */
import { readFileSync } from "node:fs";

const [file, depthArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node --max-old-space-size=12000 bench/heap-retainers.mjs FILE.heapsnapshot [DEPTH]");
  process.exit(2);
}
const depth = Number(depthArg ?? 5);
const snap = JSON.parse(readFileSync(file, "utf8"));
const { node_fields: nf, edge_fields: ef, node_types: nt, edge_types: et } = snap.snapshot.meta;
const N = nf.length;
const E = ef.length;
const nodes = snap.nodes;
const edges = snap.edges;
const strings = snap.strings;
const nodeTypes = nt[0];
const edgeTypes = et[0];
const iType = nf.indexOf("type");
const iName = nf.indexOf("name");
const iSize = nf.indexOf("self_size");
const iEdges = nf.indexOf("edge_count");
const eType = ef.indexOf("type");
const eName = ef.indexOf("name_or_index");
const eTo = ef.indexOf("to_node");
const count = nodes.length / N;

const name = (n) => strings[nodes[n * N + iName]];
const type = (n) => nodeTypes[nodes[n * N + iType]];
const size = (n) => nodes[n * N + iSize];

// Retainers: for every node, the (from, edge) pairs pointing at it (strong edges only).
const firstEdge = new Uint32Array(count + 1);
for (let n = 0, e = 0; n < count; n++) {
  firstEdge[n] = e;
  e += nodes[n * N + iEdges] * E;
}
firstEdge[count] = edges.length;
const retCount = new Uint32Array(count + 1);
const weak = new Set(["weak", "shortcut"]);
for (let n = 0; n < count; n++) {
  for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += E) {
    if (weak.has(edgeTypes[edges[e + eType]])) continue;
    retCount[edges[e + eTo] / N + 1]++;
  }
}
for (let n = 1; n <= count; n++) retCount[n] += retCount[n - 1];
const retFrom = new Uint32Array(retCount[count]);
const retEdge = new Uint32Array(retCount[count]);
const fill = retCount.slice();
for (let n = 0; n < count; n++) {
  for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += E) {
    if (weak.has(edgeTypes[edges[e + eType]])) continue;
    const to = edges[e + eTo] / N;
    retFrom[fill[to]] = n;
    retEdge[fill[to]] = e;
    fill[to]++;
  }
}
const edgeLabel = (e) => {
  const t = edgeTypes[edges[e + eType]];
  if (t === "element" || t === "hidden") return "[]";
  const label = String(strings[edges[e + eName]]);
  return /^\d+$/.test(label) ? "[]" : label;
};

// ArrayBuffers and the bytes of their backing stores.
const buffers = [];
for (let n = 0; n < count; n++) {
  if (name(n) !== "ArrayBuffer" || type(n) !== "object") continue;
  let bytes = 0;
  for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += E) {
    if (strings[edges[e + eName]] === "backing_store") bytes += size(edges[e + eTo] / N);
  }
  buffers.push({ n, bytes });
}
const MB = 1024 * 1024;
const total = buffers.reduce((s, b) => s + b.bytes, 0);
const slabs = buffers.filter((b) => b.bytes === 8192);
console.log(`${buffers.length} ArrayBuffers, ${(total / MB).toFixed(1)} MB; 8 KiB (pool-slab sized): ${slabs.length}, ${((slabs.length * 8192) / MB).toFixed(1)} MB`);
const bySize = new Map();
for (const b of buffers) {
  const k = b.bytes < 1024 ? "<1K" : b.bytes < 8192 ? "1K-8K" : b.bytes === 8192 ? "8K" : b.bytes < 65536 ? "8K-64K" : b.bytes < MB ? "64K-1M" : ">=1M";
  const v = bySize.get(k) ?? { count: 0, bytes: 0 };
  v.count++;
  v.bytes += b.bytes;
  bySize.set(k, v);
}
for (const [k, v] of bySize) console.log(`  ${k.padEnd(7)} ${String(v.count).padStart(7)} buffers ${(v.bytes / MB).toFixed(1).padStart(8)} MB`);

// The heap by constructor (or node type): self sizes summed, largest 25.
const byName = new Map();
for (let n = 0; n < count; n++) {
  const t = type(n);
  const k = t === "object" || t === "closure" ? `${name(n)}` : `(${t})`;
  const v = byName.get(k) ?? { count: 0, bytes: 0 };
  v.count++;
  v.bytes += size(n);
  byName.set(k, v);
}
console.log("\nHeap by constructor or type (self size, largest 25):");
for (const [k, v] of [...byName].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 25)) {
  console.log(`${(v.bytes / MB).toFixed(1).padStart(8)} MB ${String(v.count).padStart(8)}  ${k.slice(0, 100)}`);
}

// Retainer chains: step up through the first strong retainer that is not the buffer's own views'
// internals, DEPTH times; label each step "edge←OwnerName".
const chainOf = (start) => {
  const parts = [];
  let n = start;
  const seen = new Set([n]);
  for (let d = 0; d < depth; d++) {
    let next = -1;
    let label = "";
    for (let r = retCount[n]; r < retCount[n + 1]; r++) {
      const from = retFrom[r];
      if (seen.has(from)) continue;
      const t = type(from);
      if (t === "synthetic") continue;
      next = from;
      label = `${edgeLabel(retEdge[r])}←${type(from) === "object" || type(from) === "closure" ? name(from) : `(${t})${String(name(from)).slice(0, 40)}`}`;
      break;
    }
    if (next < 0) break;
    parts.push(label);
    if (name(next) === "LRUNode" || name(next) === "LRUCache") break;
    seen.add(next);
    n = next;
  }
  return parts.join(" ");
};
const byChain = new Map();
for (const b of buffers) {
  const k = chainOf(b.n);
  const v = byChain.get(k) ?? { count: 0, bytes: 0, views: 0 };
  v.count++;
  v.bytes += b.bytes;
  v.views += retCount[b.n + 1] - retCount[b.n];
  byChain.set(k, v);
}
console.log("\nBy retainer chain (largest 40):");
for (const [k, v] of [...byChain].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 40)) {
  console.log(`${(v.bytes / MB).toFixed(1).padStart(8)} MB ${String(v.count).padStart(7)} bufs ${String(v.views).padStart(7)} retainers  ${k}`);
}
