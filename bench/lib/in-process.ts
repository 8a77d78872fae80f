/**
 * The in-process timings of `npm run bench` (part "units"): pieces of code timed in this process,
 * no server, each beside a baseline measured in the same run, so the ratio means the same on a fast
 * machine and a loaded one. They were assertions in the unit tests, which failed when the machine was
 * busy; the tests keep what the code must answer, the bench keeps how long it takes.
 *
 * - CSV import of 10,000 offers (lib/supplier-offers/csv.ts): export → parse → diff against the same
 *   offers, which must find no change, in under 2 s. Baseline: JSON.stringify and JSON.parse of the
 *   same records (the same amount of text made and read by V8's own code).
 * - Image renditions off the event loop (lib/supplier-offers/image-renditions.ts): while the worker
 *   decodes and cuts an 8 MP PNG, a 10 ms timer on this thread must never take 60 ms or more.
 *   Baseline: the longest of the same timers over the same time with the worker idle.
 */
import { diffImport, exportOfferCsv, parseOfferCsv } from "@/lib/supplier-offers/csv";
import { makeRenditions, renditionPool } from "@/lib/supplier-offers/image-renditions";
import { bigPng } from "../../tests/support/big-png";
import { asStrings, manyOffers } from "../../tests/support/offer-csv";
import { sleep } from "./server";

export type InProcessResult = { name: string; ms: number; baselineMs: number; ratio: number; baseline: string; criterion: string; ok: boolean; note: string };

const CSV_ROWS = 10_000;
const CSV_LIMIT_MS = 2000;
const TIMER_MS = 10;
const TIMER_LATE_LIMIT_MS = 60;

/** The best of `runs` (the least disturbed by the rest of the machine). */
async function best(runs: number, fn: () => Promise<number>): Promise<number> {
  let min = Infinity;
  for (let i = 0; i < runs; i++) min = Math.min(min, await fn());
  return min;
}

async function csvImport(): Promise<InProcessResult> {
  const records = manyOffers(CSV_ROWS);
  const current = records.map((record) => ({ uid: String(record.uid), values: asStrings(record) }));
  let note = "";
  const ms = await best(3, async () => {
    const started = performance.now();
    const text = exportOfferCsv(records);
    const parsed = await parseOfferCsv(new TextEncoder().encode(text));
    if (!parsed.ok) throw new Error(`the exported CSV did not parse: ${parsed.error.message}`);
    const diff = diffImport(current, parsed.rows);
    const elapsed = performance.now() - started;
    if (diff.unchanged.length !== CSV_ROWS || diff.create.length + diff.change.length + diff.remove.length + diff.errors.length) throw new Error("the round trip found changes");
    note = `${(text.length / 1024 / 1024).toFixed(1)} MB of CSV`;
    return elapsed;
  });
  const baselineMs = await best(3, async () => {
    const started = performance.now();
    const copy = JSON.parse(JSON.stringify(records)) as unknown[];
    if (copy.length !== CSV_ROWS) throw new Error("JSON round trip lost records");
    return performance.now() - started;
  });
  return { name: `CSV export → parse → diff, ${CSV_ROWS.toLocaleString("en")} offers`, ms, baselineMs, ratio: ms / baselineMs, baseline: "JSON round trip of the same records", criterion: `< ${CSV_LIMIT_MS} ms`, ok: ms < CSV_LIMIT_MS, note };
}

/** The longest wait of back-to-back 10 ms timers until `done()` says so (at least `minMs`). */
async function worstTimerDelay(done: () => boolean, minMs = 0): Promise<{ worst: number; ticks: number; ms: number }> {
  const started = performance.now();
  let worst = 0;
  let ticks = 0;
  while (!done() || performance.now() - started < minMs) {
    const before = performance.now();
    await sleep(TIMER_MS);
    worst = Math.max(worst, performance.now() - before);
    ticks++;
  }
  return { worst, ticks, ms: performance.now() - started };
}

async function renditionsOffTheLoop(): Promise<InProcessResult> {
  const png = bigPng(3264, 2448);
  try {
    const warm = await makeRenditions(bigPng(640, 480)); // the worker is started and jimp loaded
    if (!warm.ok) throw new Error(`renditions of a small PNG: ${warm.reason}`);
    let done = false;
    const work = makeRenditions(png).finally(() => (done = true));
    const busy = await worstTimerDelay(() => done);
    const made = await work;
    if (!made.ok) throw new Error(`renditions of an 8 MP PNG: ${made.reason}`);
    const idle = await worstTimerDelay(() => true, busy.ms);
        return {
      name: "longest 10 ms timer while an 8 MP image is cut",
      ms: busy.worst,
      baselineMs: idle.worst,
      ratio: busy.worst / idle.worst,
      baseline: "the same timers, worker idle",
      criterion: `< ${TIMER_LATE_LIMIT_MS} ms`,
      ok: busy.worst < TIMER_LATE_LIMIT_MS,
      note: `${busy.ticks} timers over ${(busy.ms / 1000).toFixed(1)} s of work`,
    };
  } finally {
    await renditionPool.stop();
  }
}

export async function runInProcessTimings(log: (line: string) => void): Promise<InProcessResult[]> {
  const results: InProcessResult[] = [];
  for (const measure of [csvImport, renditionsOffTheLoop]) {
    const result = await measure();
    log(`${result.name}: ${result.ms.toFixed(1)} ms (baseline ${result.baselineMs.toFixed(1)} ms, ratio ${result.ratio.toFixed(2)})`);
    results.push(result);
  }
  return results;
}
