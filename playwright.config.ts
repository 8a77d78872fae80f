import { defineConfig, devices } from "@playwright/test";

/**
 * E2E in Debian's Chromium (/usr/bin/chromium; browsers are never downloaded here). Two servers of
 * the production build: one on a freshly seeded embedded database, one whose database is unreachable
 * (for /health and the server-not-available page). The seeded one has no SMTP_URL (codes are read
 * from the demo mailbox page) and signs in with Google at a loopback OpenID Connect issuer
 * (tests/support/e2e-server.ts writes its address next to the seed facts: readE2eSeed()).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const downPort = port + 1;
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: [
    {
      command: `node --import tsx tests/support/e2e-server.ts --port ${port}`,
      url: `${baseURL}/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      // SIGTERM, so tests/support/e2e-server.ts stops its server (own process group) and removes its data.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    },
    {
      command: `node --import tsx tests/support/e2e-server.ts --port ${downPort} --database-down`,
      url: `http://127.0.0.1:${downPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    },
  ],
});
