import { isDeployment, startProblems } from "@/lib/deployment";

const deployed = { SITE_URL: "https://shop.example.com", SMTP_URL: "smtps://u:p@mail.example.com:465", DEMO_MAILBOX: "loopback" as const };
const stripe = { STRIPE_SECRET_KEY: "sk_live_0123456789", STRIPE_WEBHOOK_SECRET: "whsec_0123456789" };
const keys = { CREDENTIAL_KEYS: "1:AAAA" };

describe("start-up checks of a deployment (lib/deployment.ts)", () => {
  it("a deployment is a public SITE_URL", () => {
    expect(isDeployment({})).toBe(false);
    expect(isDeployment({ SITE_URL: "http://localhost:3000" })).toBe(false);
    expect(isDeployment({ SITE_URL: "http://127.0.0.1:8080" })).toBe(false);
    expect(isDeployment({ SITE_URL: "https://shop.example.com" })).toBe(true);
  });

  it("nothing is required of a local start", () => {
    expect(startProblems({ DEMO_MAILBOX: "loopback" })).toEqual([]);
    expect(startProblems({ SITE_URL: "http://localhost:3000", DEMO_MAILBOX: "loopback", TEST_DATABASE_FINGERPRINT_API: "1" })).toEqual([]);
  });

  it("a deployment needs a real payment provider or ALLOW_DEMO_PAYMENTS=1", () => {
    expect(startProblems({ ...deployed, ...keys })).toEqual([expect.stringMatching(/ALLOW_DEMO_PAYMENTS=1/)]);
    expect(startProblems({ ...deployed, ...keys, ALLOW_DEMO_PAYMENTS: "0" })).toHaveLength(1);
    expect(startProblems({ ...deployed, ...keys, ALLOW_DEMO_PAYMENTS: "1" })).toEqual([]);
    expect(startProblems({ ...deployed, ...keys, ...stripe })).toEqual([]);
    // PAYMENT_PROVIDER=demo says which provider, not that a public site may use it.
    expect(startProblems({ ...deployed, ...keys, ...stripe, PAYMENT_PROVIDER: "demo" })).toEqual([expect.stringMatching(/ALLOW_DEMO_PAYMENTS=1/)]);
    // Stripe without its webhook secret cannot settle anything, anywhere.
    expect(startProblems({ DEMO_MAILBOX: "loopback", PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_0123456789" })).toEqual([expect.stringMatching(/STRIPE_WEBHOOK_SECRET/)]);
  });

  it("a deployment needs CREDENTIAL_KEYS, and refuses the test-only fingerprint route", () => {
    expect(startProblems({ ...deployed, ...stripe })).toEqual([expect.stringMatching(/CREDENTIAL_KEYS=1:/)]);
    expect(startProblems({ ...deployed, ...stripe, ...keys, TEST_DATABASE_FINGERPRINT_API: "1" })).toEqual([expect.stringMatching(/TEST_DATABASE_FINGERPRINT_API=1/)]);
    expect(startProblems({ ...deployed, ...stripe, ...keys, TEST_DATABASE_FINGERPRINT_API: "0" })).toEqual([]);
    expect(startProblems({ ...deployed, ...stripe, ...keys, TEST_CLOCK_FILE: "/tmp/offset" })).toEqual([expect.stringMatching(/TEST_CLOCK_FILE is set/)]);
  });

  it("lists every problem at once, the demo mailbox's too", () => {
    expect(startProblems({ SITE_URL: "https://shop.example.com", DEMO_MAILBOX: "loopback", TEST_DATABASE_FINGERPRINT_API: "1" })).toHaveLength(4);
  });
});
