/**
 * Playwright reporter: each e2e spec file's time (its tests' durations, retries included) and the
 * step's counts, for the summary of `npm test` (tests/support/timings.ts).
 */
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { writeTimings, type FileTime } from "./timings";

export default class TimingsReporter implements Reporter {
  private readonly seconds = new Map<string, number>();
  private readonly outcomes = new Map<TestCase, ReturnType<TestCase["outcome"]>>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    this.seconds.set(file, (this.seconds.get(file) ?? 0) + result.duration / 1000);
    this.outcomes.set(test, test.outcome());
  }

  onEnd(_result: FullResult): void {
    const files: FileTime[] = [...this.seconds].map(([file, seconds]) => ({ file, seconds }));
    const outcomes = [...this.outcomes.values()];
    const count = (...which: string[]) => outcomes.filter((o) => which.includes(o)).length;
    writeTimings("e2e", {
      step: "e2e",
      files,
      counts: [{ run: "chromium", tests: outcomes.length, passed: count("expected", "flaky"), failed: count("unexpected"), skipped: count("skipped"), flaky: count("flaky") }],
    });
  }
}
