/**
 * A deployment (a public SITE_URL) refuses to start on the demo parts that make `npm start` work with
 * nothing set (lib/deployment.ts): demo payments unless ALLOW_DEMO_PAYMENTS=1, generated credential
 * keys (CREDENTIAL_KEYS unset), and the test-only database fingerprint route. Both ways of starting
 * refuse at once, naming the fix, before opening the database; so does the demo mailbox with
 * neither SMTP_URL nor DEMO_MAILBOX=public.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { randomBytes } from "node:crypto";
import { root } from "../../support/server";

type Result = { code: number | null; output: string; ms: number };

function run(script: string, dataDir: string, settings: Record<string, string>): Promise<Result> {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_URL: "https://shop.example.com",
    SMTP_URL: "smtp://127.0.0.1:2525",
    DEMO_MAILBOX: "",
    PAYMENT_PROVIDER: "",
    STRIPE_SECRET_KEY: "",
    STRIPE_WEBHOOK_SECRET: "",
    ALLOW_DEMO_PAYMENTS: "",
    CREDENTIAL_KEYS: "",
    CREDENTIAL_KEYS_DIR: "",
    TEST_DATABASE_FINGERPRINT_API: "",
    DATA_DIR: dataDir,
    SKIP_BUILD: "1",
    ...settings,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", script, "--port", "1"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  return new Promise((resolve) => {
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

const credentialKeys = `1:${randomBytes(32).toString("base64")}`;

const cases: { label: string; settings: Record<string, string>; says: RegExp[]; saysNot: RegExp[] }[] = [
  {
    label: "SMTP_URL set but no Stripe keys (demo payments) and no CREDENTIAL_KEYS",
    settings: {},
    says: [/4242/, /STRIPE_SECRET_KEY/, /ALLOW_DEMO_PAYMENTS=1/, /CREDENTIAL_KEYS=1:/],
    saysNot: [/DEMO_MAILBOX=public/],
  },
  {
    label: "demo payments allowed, but no CREDENTIAL_KEYS",
    settings: { ALLOW_DEMO_PAYMENTS: "1" },
    says: [/CREDENTIAL_KEYS=1:/, /credentials:rekey/],
    saysNot: [/ALLOW_DEMO_PAYMENTS=1/],
  },
  {
    label: "keys configured, but demo payments not allowed",
    settings: { CREDENTIAL_KEYS: credentialKeys },
    says: [/ALLOW_DEMO_PAYMENTS=1/],
    saysNot: [/CREDENTIAL_KEYS=1:/],
  },
  {
    label: "the test-only database fingerprint turned on",
    settings: { CREDENTIAL_KEYS: credentialKeys, ALLOW_DEMO_PAYMENTS: "1", TEST_DATABASE_FINGERPRINT_API: "1" },
    says: [/TEST_DATABASE_FINGERPRINT_API=1/],
    saysNot: [/ALLOW_DEMO_PAYMENTS=1/, /CREDENTIAL_KEYS=1:/],
  },
];

describe("a public SITE_URL with demo payments, generated keys or a test-only route", () => {
  for (const script of ["scripts/serve.ts", "scripts/start.ts"]) {
    for (const { label, settings, says, saysNot } of cases) {
      it(`${script} refuses (${label}) at once, naming the fix, before touching the database`, { timeout: 60_000 }, async () => {
        const dir = mkdtempSync(path.join(os.tmpdir(), "marketplace-refusal-"));
        const dataDir = path.join(dir, "data");
        try {
          const result = await run(script, dataDir, settings);
          assert.notEqual(result.code, 0, `exit code ${result.code}: ${result.output}`);
          assert.notEqual(result.code, null, "it exited by itself");
          assert.match(result.output, /Refusing to start/);
          for (const pattern of says) assert.match(result.output, pattern);
          for (const pattern of saysNot) assert.doesNotMatch(result.output, pattern);
          assert.ok(!existsSync(dataDir), "no database was opened");
          assert.ok(!existsSync(`${dataDir}-keys`), "no key was generated");
          assert.ok(result.ms < 20_000, `took ${result.ms} ms`);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      });
    }
  }
});

describe("starting with a public SITE_URL and neither SMTP_URL nor DEMO_MAILBOX=public", () => {
  for (const script of ["scripts/serve.ts", "scripts/start.ts"]) {
    it(`${script} refuses at once, naming the fix, before touching the database`, { timeout: 60_000 }, async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "marketplace-refusal-"));
      const dataDir = path.join(dir, "data");
      try {
        const result = await run(script, dataDir, { SMTP_URL: "", DEMO_MAILBOX: "" });
        assert.notEqual(result.code, 0, `exit code ${result.code}: ${result.output}`);
        assert.notEqual(result.code, null, "it exited by itself");
        assert.match(result.output, /Refusing to start/);
        assert.match(result.output, /SMTP_URL=/);
        assert.match(result.output, /DEMO_MAILBOX=public/);
        assert.ok(!existsSync(dataDir), "no database was opened");
        assert.ok(result.ms < 20_000, `took ${result.ms} ms`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
