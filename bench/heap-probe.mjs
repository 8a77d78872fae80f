/**
 * Preloaded into the Next.js process by the memory soak (bench/lib/soak.ts, through scripts/serve.ts
 * NEXT_NODE_ARGS: `--import bench/heap-probe.mjs`, with `--expose-gc`), never in production: on
 * SIGUSR2 it appends one JSON line to the file named by BENCH_HEAP_PROBE_FILE with what the process's
 * memory is made of (process.memoryUsage(): RSS, V8 heap used and total, external memory, array
 * buffers; the V8 heap's size limit; and the process's Node flags). When the file named by BENCH_HEAP_PROBE_FILE + ".gc" exists
 * at that moment, a full garbage collection runs first, so the line says what is still reachable
 * (`gc: true`) rather than what the collector has not reclaimed yet. When the file named by
 * BENCH_HEAP_PROBE_FILE + ".snap" exists, the probe also writes a V8 heap snapshot next to it
 * (`<file>.<time>.heapsnapshot`, named in the line as `snapshot`) and removes the marker, so each
 * marker gives one snapshot: for finding what retains memory by hand (bench/heap-retainers.mjs).
 */
import { appendFileSync, existsSync, rmSync } from "node:fs";
import v8 from "node:v8";

const file = process.env.BENCH_HEAP_PROBE_FILE;
if (file) {
  const MB = 1024 * 1024;
  process.on("SIGUSR2", () => {
    const gc = typeof globalThis.gc === "function" && existsSync(`${file}.gc`);
    if (gc) globalThis.gc();
    const m = process.memoryUsage();
    const line = {
      pid: process.pid,
      at: Date.now(),
      gc,
      rssMb: m.rss / MB,
      heapUsedMb: m.heapUsed / MB,
      heapTotalMb: m.heapTotal / MB,
      externalMb: m.external / MB,
      arrayBuffersMb: m.arrayBuffers / MB,
      heapLimitMb: v8.getHeapStatistics().heap_size_limit / MB,
      execArgv: process.execArgv,
    };
    if (existsSync(`${file}.snap`)) {
      rmSync(`${file}.snap`, { force: true });
      line.snapshot = v8.writeHeapSnapshot(`${file}.${Date.now()}.heapsnapshot`);
    }
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  });
}
