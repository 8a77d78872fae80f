import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { call } from "../support/api-client";

/**
 * A listing's filter form sent without JavaScript submits its empty fields; the proxy
 * answers with one redirect to the same query without them (repeated keys folded into one list),
 * and the target is answered, never redirected again (no loop).
 */
const LISTING = "/virtual-servers/linux-vps";

async function redirectOf(path: string): Promise<string> {
  const answer = await call(path);
  assert.equal(answer.status, 307, `${path} answered ${answer.status}`);
  const location = new URL(answer.headers.get("location") ?? "", "http://x");
  return location.pathname + location.search;
}

describe("listing queries with empty fields", () => {
  it("redirect once to the query without them", async () => {
    const cases: [string, string][] = [
      [`${LISTING}?sort=&price_min=&price_max=`, LISTING],
      [`${LISTING}?sort=price_desc&price_min=&cpu_cores=4&cpu_cores=2`, `${LISTING}?cpu_cores=2,4&sort=price_desc`],
      [`/ru${LISTING}?size=&sort=newest`, `/ru${LISTING}?sort=newest`],
      [`${LISTING}?j=`, LISTING],
    ];
    for (const [from, to] of cases) {
      assert.equal(await redirectOf(from), to, from);
      const target = await call(to);
      assert.equal(target.status, 200, `${to} answered ${target.status}`);
    }
  });

  it("leave queries without empty fields alone", async () => {
    for (const path of [`${LISTING}?cpu_cores=2&cpu_cores=4`, `${LISTING}?sort=newest`, `${LISTING}?j=1`]) {
      const answer = await call(path);
      assert.equal(answer.status, 200, `${path} answered ${answer.status}`);
    }
  });
});
