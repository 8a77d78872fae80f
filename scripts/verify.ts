/**
 * `npm test`: the whole suite — typecheck, lint, unit, production build, bundle budget, API
 * (PGlite, then PostgreSQL when TEST_DATABASE_URL is set), chaos and e2e in Chromium. Steps of one
 * stage run side by side (their output lines prefixed with the step's name); a failing step stops the
 * suite after its stage. At the end: each step's time, the tests each step ran, the ten slowest test
 * files, and one closing line that counts the steps.
 *
 *   npm test                      every step
 *   npm run verify -- unit api    only these steps (in their stages)
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readTimings, type Timings } from "../tests/support/timings";

type Step = { name: string; command: string };

/**
 * The stages, in order. Steps of a stage share the machine's two cores: typecheck and lint are one
 * core each. The API step runs its databases side by side itself and fills both cores (beside chaos
 * it took 778 s against 580 + 257 apart); so do chaos and e2e (side by side 848 s against ~250 +
 * ~420, chaos's restarts 12-15 s instead of 3). Other layouts measured no faster: the static steps
 * use ~450 CPU-seconds whatever their order, and a unit test of event-loop latency failed beside
 * typecheck (docs/testing.md has the figures).
 */
const stages: Step[][] = [
  [
    { name: "typecheck", command: "npx tsc --noEmit -p ." },
    { name: "lint", command: "npx eslint . --max-warnings=0" },
  ],
  [{ name: "unit", command: "npx jest --ci" }],
  // A build with no cache from an earlier one (a clean clone) writes none either: nothing would read it.
  [{ name: "build", command: existsSync(".next/cache/turbopack") ? "npx next build" : "NEXT_BUILD_CACHE=off npx next build" }],
  [{ name: "bundle budget", command: "npx tsx scripts/check-bundle-size.ts" }],
  [{ name: "api", command: "npx tsx tests/run-api.ts" }],
  [{ name: "chaos", command: "npx tsx tests/chaos/kill-checkout.ts --runs 30" }],
  [{ name: "e2e", command: "npx playwright test" }],
];

type Outcome = { name: string; ok: boolean; seconds: number };
type StageCpu = { steps: string; seconds: number; cpu: number };

/**
 * CPU-seconds the whole machine has spent busy since boot (/proc/stat: user, nice, system, irq,
 * softirq, steal over all cores). A stage's difference is what its steps and their servers, browsers
 * and databases used (with the machine's background services): a process's own count would miss the
 * servers killed as a group, whose CPU no parent collects. Two cores cannot do it in less than half.
 */
function machineCpuSeconds(): number {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The process groups of the steps running now (each step is a group of its own: detached). */
const running = new Set<number>();
let stopping = false;

/** Stopped (Ctrl-C, a CI timeout): stop every running step with its servers, then exit. */
function stopAll(signal: NodeJS.Signals): void {
  stopping = true;
  const signalGroups = (sent: NodeJS.Signals) => {
    for (const group of running) {
      try {
        process.kill(-group, sent);
      } catch {
        // already gone
      }
    }
  };
  signalGroups("SIGTERM");
  setTimeout(() => {
    signalGroups("SIGKILL");
    process.exit(signal === "SIGINT" ? 130 : 143);
  }, 5000).unref();
}

/** Runs one step; with `prefix`, its output lines are prefixed with its name (steps running side by side). */
function runStep(step: Step, prefix: boolean, env: NodeJS.ProcessEnv): Promise<Outcome> {
  const started = Date.now();
  console.log(`\n=== ${step.name}: ${step.command}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, { shell: true, env, detached: true, stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit" });
    if (child.pid) running.add(child.pid);
    if (prefix) {
      for (const stream of [child.stdout!, child.stderr!]) {
        let rest = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop() ?? "";
          for (const line of lines) console.log(`[${step.name}] ${line}`);
        });
        stream.on("end", () => rest && console.log(`[${step.name}] ${rest}`));
      }
    }
    child.on("close", (code) => {
      if (child.pid) running.delete(child.pid);
      const seconds = (Date.now() - started) / 1000;
      console.log(`=== ${step.name}: ${code === 0 ? "ok" : "FAILED"} (${seconds.toFixed(1)} s)`);
      resolve({ name: step.name, ok: code === 0, seconds });
    });
  });
}

const pad = (text: string, width: number) => text.padEnd(width);

function summary(outcomes: Outcome[], stageCpu: StageCpu[], timings: Timings[], seconds: number): void {
  console.log("\n--- step times");
  for (const o of outcomes) console.log(`  ${pad(o.name, 14)} ${o.seconds.toFixed(1).padStart(7)} s  ${o.ok ? "ok" : "FAILED"}`);
  console.log(`  ${pad("whole suite", 14)} ${seconds.toFixed(1).padStart(7)} s`);

  // CPU-seconds per stage and how many of the two cores it kept busy: near 2, only less work is faster.
  console.log("\n--- CPU per stage (the machine's busy CPU-seconds; cores busy on average)");
  for (const st of stageCpu) console.log(`  ${pad(st.steps, 30)} ${st.cpu.toFixed(0).padStart(6)} CPU-s  ${(st.cpu / st.seconds).toFixed(2)} of ${os.availableParallelism()} cores`);
  const cpu = stageCpu.reduce((n, st) => n + st.cpu, 0);
  console.log(`  ${pad("whole suite", 30)} ${cpu.toFixed(0).padStart(6)} CPU-s  (at least ${(cpu / os.availableParallelism() / 60).toFixed(1)} minutes on this machine)`);

  console.log("\n--- tests per step");
  for (const t of timings) {
    for (const c of t.counts) {
      const flaky = c.flaky ? `, ${c.flaky} passed only on a retry` : "";
      console.log(`  ${pad(`${t.step} ${c.run}`, 30)} ${String(c.tests).padStart(5)} tests: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${flaky}`);
    }
  }

  const files = timings.flatMap((t) => t.files.map((f) => ({ ...f, step: t.step })));
  files.sort((a, b) => b.seconds - a.seconds);
  console.log("\n--- the ten slowest test files");
  for (const f of files.slice(0, 10)) console.log(`  ${f.seconds.toFixed(1).padStart(7)} s  ${pad(f.step, 6)} ${f.file}${f.run ? ` (${f.run})` : ""}`);
}

async function main() {
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stopAll(signal));
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !stages.flat().some((s) => s.name === name));
  if (unknown.length) throw new Error(`Unknown step(s): ${unknown.join(", ")}. Steps: ${stages.flat().map((s) => s.name).join(", ")}`);
  const timingsDir = mkdtempSync(path.join(os.tmpdir(), "marketplace-test-timings-"));
  // One seeded catalogue for every server of the suite (tests/support/server.ts, prepareDatabase).
  const seedDir = mkdtempSync(path.join(os.tmpdir(), "marketplace-seeds-"));
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", TEST_TIMINGS_DIR: timingsDir, TEST_SEED_DIR: seedDir };
  const started = Date.now();
  const outcomes: Outcome[] = [];
  const stageCpu: StageCpu[] = [];
  try {
    for (const stage of stages) {
      const steps = stage.filter((s) => !only.length || only.includes(s.name));
      if (!steps.length) continue;
      const [cpuBefore, stageStarted] = [machineCpuSeconds(), Date.now()];
      const results = await Promise.all(steps.map((step) => runStep(step, steps.length > 1, env)));
      stageCpu.push({ steps: steps.map((st) => st.name).join(" ‖ "), seconds: (Date.now() - stageStarted) / 1000, cpu: machineCpuSeconds() - cpuBefore });
      outcomes.push(...results);
      if (stopping || results.some((r) => !r.ok)) break;
    }
    summary(outcomes, stageCpu, readTimings(timingsDir), (Date.now() - started) / 1000);
  } finally {
    rmSync(timingsDir, { recursive: true, force: true });
    rmSync(seedDir, { recursive: true, force: true });
  }
  const passed = outcomes.filter((o) => o.ok).length;
  const failed = outcomes.length - passed;
  console.log(`\nverify: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
