/**
 * One autocannon run, in its own Node process (spawned by bench/run.ts with plain `node`, no tsx).
 *
 * Why a child process: autocannon at 50 connections is itself CPU-bound (HTTP parsing, one event
 * loop). Run inside the orchestrator it would share that event loop with timers, fetches and output
 * of the bench, and its load would be tangled with the orchestrator's. As its own process the OS
 * schedules server and load generator side by side (on 2 cores: roughly one each), and its CPU time
 * is measured on its own (`loadgenCpuMs`) so the report can show which side was saturated.
 *
 * Input: one JSON argument { origin, paths, connections, durationSeconds, timeoutSeconds, headers }.
 * Several paths are requested round-robin by every connection. Output: one JSON line on stdout.
 */
import autocannon from "autocannon";

const config = JSON.parse(process.argv[2] ?? "{}");
const { origin, paths, connections = 50, durationSeconds = 10, timeoutSeconds = 10, headers = {} } = config;
if (!origin || !Array.isArray(paths) || paths.length === 0) {
  console.error("load-worker: need { origin, paths[] }");
  process.exit(2);
}

const latencies = [];
const statuses = {};
const cpuBefore = process.cpuUsage();

const instance = autocannon(
  {
    url: origin,
    connections,
    duration: durationSeconds,
    timeout: timeoutSeconds,
    requests: paths.map((path) => ({ method: "GET", path })),
    // From bench/run.ts (LOAD_HEADERS): what a browser sends, compressed answers included.
    headers,
  },
  (error, result) => {
    if (error) {
      console.error(`load-worker: ${error.message ?? error}`);
      process.exit(1);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const out = {
      completed: result.requests.total,
      durationSeconds: result.duration,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statuses,
      bytes: result.throughput.total,
      loadgenCpuMs: (cpu.user + cpu.system) / 1000,
      latencies,
    };
    process.stdout.write(`${JSON.stringify(out)}\n`, () => process.exit(0));
  },
);

instance.on("response", (_client, statusCode, _bytes, responseTime) => {
  latencies.push(Math.round(responseTime * 1000) / 1000);
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
