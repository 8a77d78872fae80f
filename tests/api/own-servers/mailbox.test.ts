/**
 * The demo mailbox (lib/mail/demo-mailbox.ts): with SMTP_URL unset it shows the
 * sign-in codes only to the machine itself, and to everyone only with DEMO_MAILBOX=public (a public
 * SITE_URL without either setting stops the server from starting: ./start-refusals.test.ts).
 *
 * The runner's own server sends mail to an SMTP sink, so this file starts its own (a copy of the
 * seeded catalogue, no SMTP_URL, one trusted proxy hop so requests can pose as other clients with
 * X-Forwarded-For).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { prepareDatabase, startServer, tempPgliteTarget, type RunningServer } from "../../support/server";
import { randomEmail } from "../../support/session";

const REMOTE = "203.0.113.5";
const email = randomEmail("mailbox");

type Page = { status: number; headers: Headers; text: string };

async function get(server: RunningServer, pathAndQuery: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await fetch(`${server.baseUrl}${pathAndQuery}`, { headers, redirect: "manual" });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Asks the server to e-mail a sign-in code to `to` (it lands in the demo outbox). */
async function requestCode(server: RunningServer, to: string): Promise<void> {
  const headers = { "X-Forwarded-For": "10.9.8.7" };
  const csrf = await fetch(`${server.baseUrl}/api/users/access/csrf`, { headers });
  assert.equal(csrf.status, 200);
  const token = ((await csrf.json()) as { csrf_token: string }).csrf_token;
  const cookie = csrf.headers.getSetCookie().map((l) => l.split(";")[0]).join("; ");
  const sent = await fetch(`${server.baseUrl}/api/users/access/confirmation_action`, {
    method: "POST",
    headers: { ...headers, Cookie: cookie, "X-CSRF-Token": token, "Content-Type": "application/json" },
    body: JSON.stringify({ email: to }),
  });
  assert.equal(sent.status, 200, await sent.text());
}

/** Nothing in the answer may be shared by a cache: no 200 handed from one client to another. */
function assertPrivate(page: Page, label: string): void {
  assert.match(page.headers.get("cache-control") ?? "", /private|no-store/, `${label}: Cache-Control ${page.headers.get("cache-control")}`);
  assert.doesNotMatch(page.headers.get("cache-control") ?? "", /s-maxage|public/, `${label}: shareable`);
  assert.notEqual(page.headers.get("x-micro-cache"), "HIT", `${label}: served from the micro-cache`);
  assert.notEqual(page.headers.get("x-micro-cache"), "STALE", `${label}: served from the micro-cache`);
}

/** A 404 page that shows nothing of the outbox. */
function assertHidden(page: Page, label: string): void {
  assert.equal(page.status, 404, `${label}: status ${page.status}`);
  assert.ok(!page.text.includes(email), `${label}: the recipient shows`);
  assert.doesNotMatch(page.text, /mailbox-to/, `${label}: the mailbox form shows`);
  assertPrivate(page, label);
}

describe("the demo mailbox", () => {
  const db = tempPgliteTarget("mailbox");
  let server: RunningServer | undefined;

  before(async () => {
    await prepareDatabase(db.target);
  });

  after(async () => {
    await server?.stop();
    db.cleanup();
  });

  it("shows codes to a loopback client and the 404 page to any other, never from a shared cache", { timeout: 120_000 }, async () => {
    server = await startServer(db.target, { env: { SMTP_URL: "", DEMO_MAILBOX: "", TRUSTED_PROXIES: "1" } });
    await requestCode(server, email);

    const local = await get(server, "/mailbox");
    assert.equal(local.status, 200);
    assert.ok(local.text.includes(email), "the loopback client sees the message");
    assert.match(local.text, /<output[^>]*>\d{6}<\/output>/, "and its code");
    assertPrivate(local, "loopback /mailbox");
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      assert.equal((await get(server, "/mailbox", { "X-Forwarded-For": ip })).status, 200, `client ${ip}`);
    }

    const remote = { "X-Forwarded-For": REMOTE };
    assertHidden(await get(server, "/mailbox", remote), "remote /mailbox");
    assertHidden(await get(server, "/ru/mailbox", remote), "remote /ru/mailbox");
    assertHidden(await get(server, `/mailbox?to=${encodeURIComponent(email)}`, remote), "remote /mailbox?to=");
    // A client-side navigation gets the not-found page's payload (Next answers it 200), with nothing of the outbox.
    const rsc = await get(server, "/mailbox?_rsc=", { ...remote, RSC: "1" });
    assert.ok(!rsc.text.includes(email), "the RSC payload shows nothing to a remote client");
    assert.doesNotMatch(rsc.text, /mailbox-to/);
    assertPrivate(rsc, "remote RSC of /mailbox");

    // The remote client's 404 was not kept for everyone, nor the loopback client's page for the remote one.
    const again = await get(server, "/mailbox");
    assert.equal(again.status, 200);
    assert.ok(again.text.includes(email));
    assertHidden(await get(server, "/mailbox", remote), "remote /mailbox after a loopback read");
    await server.stop();
    server = undefined;
  });

  it("shows codes to everyone with DEMO_MAILBOX=public", { timeout: 120_000 }, async () => {
    server = await startServer(db.target, { env: { SMTP_URL: "", DEMO_MAILBOX: "public", TRUSTED_PROXIES: "1" } });
    const remote = await get(server, "/mailbox", { "X-Forwarded-For": REMOTE });
    assert.equal(remote.status, 200);
    assert.ok(remote.text.includes(email), "the remote client sees the message");
    assertPrivate(remote, "public /mailbox");
    await server.stop();
    server = undefined;
  });
});
