/**
 * What each step of `npm test` leaves behind for the summary scripts/verify.ts prints at the end: how
 * long each test file took and how many tests ran, as JSON files in TEST_TIMINGS_DIR (one per writer).
 * Nothing is written when TEST_TIMINGS_DIR is unset (a step run on its own).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** One test file's wall time; `run` names the database or variant it ran against, when there are several. */
export type FileTime = { file: string; seconds: number; run?: string };
/** The tests of one step or one run of a step. */
export type TestCount = { run: string; tests: number; passed: number; failed: number; skipped: number; /** Passed only on a retry. */ flaky?: number };
export type Timings = { step: string; files: FileTime[]; counts: TestCount[] };

/** Writes `timings` as `<TEST_TIMINGS_DIR>/<name>.json` (name: the step, or step and run). */
export function writeTimings(name: string, timings: Timings): void {
  const dir = process.env.TEST_TIMINGS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name.replace(/[^\w.-]+/g, "-")}.json`), JSON.stringify(timings));
}

/** Everything written to `dir`. */
export function readTimings(dir: string): Timings[] {
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".json"));
  } catch {
    return [];
  }
  return names.sort().map((n) => JSON.parse(readFileSync(path.join(dir, n), "utf8")) as Timings);
}

/** The counts of Node's test runner from its spec reporter's closing lines (ℹ tests 12, ℹ pass 11, …). */
export function nodeTestCounts(output: string, run: string): TestCount {
  const figure = (name: string) => {
    const all = [...output.matchAll(new RegExp(`^ℹ ${name} (\\d+)$`, "gm"))];
    return all.reduce((sum, m) => sum + Number(m[1]), 0);
  };
  return { run, tests: figure("tests"), passed: figure("pass"), failed: figure("fail") + figure("cancelled"), skipped: figure("skipped") + figure("todo") };
}
