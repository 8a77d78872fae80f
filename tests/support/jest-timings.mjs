/**
 * Jest reporter: each unit test file's time and the step's counts, for the summary of `npm test`
 * (tests/support/timings.ts; written only when TEST_TIMINGS_DIR is set). Plain JavaScript: jest loads
 * reporters without transforming them.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export default class TimingsReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_TIMINGS_DIR;
    if (!dir) return;
    const files = results.testResults.map((file) => ({
      file: path.relative(process.cwd(), file.testFilePath),
      seconds: (file.perfStats.end - file.perfStats.start) / 1000,
    }));
    const counts = [
      {
        run: "jest",
        tests: results.numTotalTests,
        passed: results.numPassedTests,
        failed: results.numFailedTests,
        skipped: results.numPendingTests + results.numTodoTests,
      },
    ];
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "unit.json"), JSON.stringify({ step: "unit", files, counts }));
  }
}
