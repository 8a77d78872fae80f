/**
 * `npm test`: the whole suite, in order — typecheck, lint, unit, production build, bundle budget,
 * API (PGlite, then PostgreSQL when TEST_DATABASE_URL is set) and e2e in Chromium. Stops at the
 * first failing step and prints one closing line that counts the steps.
 */
import { spawnSync } from "node:child_process";

const steps: [name: string, command: string][] = [
  ["typecheck", "npx tsc --noEmit -p ."],
  ["lint", "npx eslint . --max-warnings=0"],
  ["unit", "npx jest --ci"],
  ["build", "npx next build"],
  ["bundle budget", "npx tsx scripts/check-bundle-size.ts"],
  ["api", "npx tsx tests/run-api.ts"],
  ["chaos", "npx tsx tests/chaos/kill-checkout.ts --runs 30"],
  ["e2e", "npx playwright test"],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const [name, command] of steps) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n=== ${name}: ${command}`);
  const result = spawnSync(command, { stdio: "inherit", shell: true, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`=== ${name}: ok (${seconds} s)`);
  } else {
    failed += 1;
    console.log(`=== ${name}: FAILED (${seconds} s)`);
    break;
  }
}
console.log(`\nverify: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
