/**
 * Instances of the app (docs/deploy.md) share one
 * PostgreSQL and one Redis. The run "PostgreSQL + Redis" of tests/run-api.ts starts the server with
 * two Next.js processes behind its front (APP_PROCESSES=2) and a second instance with its own front
 * and processes (API_BASE_URL_2), both with REDIS_URL: a price changed through one instance is read
 * at once through the other, and a refresh token presented several times at the same moment, so
 * that the presentations reach different processes, still yields one rotation (on the other runs,
 * one process, the same test holds within it). The sharing tests are skipped on runs without a
 * second instance (PGlite: one process by design).
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { before, describe, it } from "node:test";
import { baseUrl, call } from "../../support/api-client";
import { offersOf, type Offer } from "../../support/buying";
import { asBearer, asBrowser, signIn, withJson, type TestSession } from "../../support/session";

const secondUrl = (process.env.API_BASE_URL_2 ?? "").replace(/\/$/, "");
const skip = secondUrl ? false : "no second instance in this run (PostgreSQL + Redis only)";

/** Past the front's micro-cache (its few seconds are the one delay docs/deploy.md allows). */
const fresh = { headers: { "cache-control": "no-cache" } };

/** The offer page's JSON-LD price and the API's amount, read through `origin`. */
async function priceSeen(origin: string, pagePath: string, uid: string): Promise<{ page: string; api: number }> {
  const page = await fetch(`${origin}${pagePath}`, fresh);
  assert.equal(page.status, 200, `${origin}${pagePath}`);
  const html = await page.text();
  const price = /"price":"([\d.]+)"/.exec(html)?.[1];
  assert.ok(price, "the page names a price in its JSON-LD");
  const api = await fetch(`${origin}/api/offers/${uid}`, fresh);
  assert.equal(api.status, 200);
  const body = (await api.json()) as { price: { amount_cents: number } };
  return { page: price, api: body.price.amount_cents };
}

/** `next start` processes in the process group of the server started by tests/run-api.ts. */
function appProcessesOf(groupId: number): number {
  let n = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== groupId) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      // Next.js names its server process "next-server (vX)".
      if (cmdline[0].startsWith("next-server") || (cmdline.some((a) => a.endsWith("next/dist/bin/next")) && cmdline.includes("start"))) n += 1;
    } catch {
      // gone meanwhile
    }
  }
  return n;
}

describe("instances share PostgreSQL and Redis", { skip }, () => {
  let owner: TestSession;
  let offer: Offer;
  let pagePath = "";

  before(async () => {
    // The second-last supplier of the product: other files sign in the first and the last (5 codes an hour per e-mail).
    const list = (await offersOf("storage-servers", 100)) as (Offer & { supplier: { slug: string } })[];
    const slugs = [...new Set(list.map((o) => o.supplier.slug))];
    const slug = slugs.length > 2 ? slugs.at(-2)! : slugs[0];
    offer = list.find((o) => o.supplier.slug === slug)!;
    owner = await signIn(`owner@${slug}.example.com`);
    pagePath = (await call<{ url: string }>(`/api/offers/${offer.uid}`)).body.url;
  });

  it("the server runs two Next.js processes behind its front", () => {
    assert.equal(appProcessesOf(Number(process.env.API_SERVER_PID)), 2);
  });

  it("a price changed through one instance is read through the other at once, both ways", async () => {
    const before = await priceSeen(secondUrl, pagePath, offer.uid);
    // Cached on the second instance now (page and API), and on the first.
    assert.deepEqual(await priceSeen(secondUrl, pagePath, offer.uid), before);
    assert.deepEqual(await priceSeen(baseUrl, pagePath, offer.uid), before);

    const current = await call<{ price_cents: number }>(`/api/supplier/offers/${offer.uid}`, asBearer(owner));
    assert.equal(current.status, 200, current.text.slice(0, 200));
    const raised = current.body.price_cents + 137;
    const changed = await call(`/api/supplier/offers/${offer.uid}`, asBearer(owner, withJson("PATCH", { price_cents: raised })));
    assert.equal(changed.status, 200, changed.text.slice(0, 300));
    const afterFirst = await priceSeen(secondUrl, pagePath, offer.uid);
    assert.equal(afterFirst.api, raised, "the other instance's API answer has the new price");
    assert.equal(afterFirst.page, (raised / 100).toFixed(2), "the other instance's page has the new price");

    // And back, changed through the second instance, read through the first.
    const lowered = raised - 200;
    const back = await fetch(`${secondUrl}/api/supplier/offers/${offer.uid}`, asBearer(owner, withJson("PATCH", { price_cents: lowered })));
    assert.equal(back.status, 200, await back.text());
    const afterSecond = await priceSeen(baseUrl, pagePath, offer.uid);
    assert.equal(afterSecond.api, lowered);
    assert.equal(afterSecond.page, (lowered / 100).toFixed(2));
  });

});

describe("the concurrent refresh window, shared by every process and instance", () => {
  it("one refresh token presented six times at once from its device rotates once; every answer carries that one pair", async () => {
    const s = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        fetch(`${i % 2 && secondUrl ? secondUrl : baseUrl}/api/users/access/refresh`, asBrowser(s, { method: "POST" })).then(async (r) => ({ status: r.status, body: (await r.json()) as { refresh_token?: string; access_token?: string } })),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status), [200, 200, 200, 200, 200, 200], JSON.stringify(answers.map((a) => a.status)));
    const tokens = new Set(answers.map((a) => a.body.refresh_token));
    assert.equal(tokens.size, 1, "one rotation, one new refresh token");
    const profile = await call("/api/users/profile", { headers: { Authorization: `Bearer ${answers[0].body.access_token}`, "X-Forwarded-For": s.ip } });
    assert.equal(profile.status, 200, "the session lives on");
  });
});
