import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * Debian's Chromium, never a downloaded browser: its headless shell (package chromium-headless-shell,
 * the same build without the desktop browser around it; what Playwright itself runs headless) when
 * installed, else the browser (package chromium). The shell takes a third less CPU for the same
 * tests (ADR 0016). CHROMIUM_PATH chooses another.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/**
 * E2E in Debian's Chromium (above; browsers are never downloaded here), E2E_WORKERS workers (default
 * 2). Each worker has its own server of the production build on its own copy of the seeded embedded
 * database, so a spec that changes the catalogue (staff, suppliers) never meets another worker's
 * specs; one more server, shared, has an unreachable database (for /health and the
 * server-not-available page). The seeded ones have no SMTP_URL (codes are read from the demo mailbox
 * page) and sign in with Google at a loopback OpenID Connect issuer (tests/support/e2e-server.ts
 * writes its address next to the seed facts: readE2eSeed()).
 *
 * Ports: worker n's server on E2E_PORT + 2n (3210, 3212, ...), the database-down one on E2E_PORT + 1.
 * This file is read again in every worker, where TEST_PARALLEL_INDEX says which server is its own.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const firstPort = Number(process.env.E2E_PORT ?? 3210);
const downPort = firstPort + 1;
export const workerPort = (index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)) => firstPort + 2 * index;
export const baseURL = `http://127.0.0.1:${workerPort()}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  // Two workers share the two cores, so a test takes up to about twice its time alone: the heaviest
  // (three full-page axe runs, the compare page) took 23-31 s beside another worker.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // list, and each spec file's time and the counts for the summary of `npm test` (TEST_TIMINGS_DIR).
  reporter: [["list"], ["./tests/support/playwright-timings.ts"]],
  use: {
    baseURL,
    // Recording a trace of every test cost ~18 % of the step's CPU; a failure is retried with one.
    trace: "on-first-retry",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: [
    ...Array.from({ length: workers }, (_, index) => ({
      command: `node --import tsx tests/support/e2e-server.ts --port ${workerPort(index)}`,
      url: `http://127.0.0.1:${workerPort(index)}/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe" as const,
      // SIGTERM, so tests/support/e2e-server.ts stops its server (own process group) and removes its data.
      gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
    })),
    {
      command: `node --import tsx tests/support/e2e-server.ts --port ${downPort} --database-down`,
      url: `http://127.0.0.1:${downPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    },
  ],
});
