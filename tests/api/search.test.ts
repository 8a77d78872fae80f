import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { call } from "../support/api-client";

/** Site search by tokens (issue 8, ADR 0007): every token must match somewhere in the offer. */

type Hit = { uid: string; text: string };

/** The offer hits of a search page: uid and visible text of each row. */
async function offerHits(path: string): Promise<Hit[]> {
  const answer = await call(path);
  assert.equal(answer.status, 200, `${path} answered ${answer.status}`);
  const section = answer.text.match(/<section aria-labelledby="results-offers"[\s\S]*?<\/section>/)?.[0] ?? "";
  return [...section.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => ({
    uid: m[1].match(/href="[^"]*\/([a-z0-9]{10})"/)?.[1] ?? "",
    text: m[1].replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " "),
  }));
}

const q = (query: string, locale = "") => `${locale}/search?q=${encodeURIComponent(query)}`;

describe("site search understands how people type", () => {
  it('"8x h100", "8×H100" and "8 x H100" find the same 8×H100 offers', async () => {
    const hits = await offerHits(q("8x h100"));
    assert.ok(hits.length > 0, "some 8×H100 offers");
    for (const h of hits) assert.match(h.text, /8× H100/, h.text);
    for (const variant of ["8×H100", "8 x H100", "8X H100"]) {
      assert.deepEqual((await offerHits(q(variant))).map((h) => h.uid), hits.map((h) => h.uid), variant);
    }
  });

  it('"rtx 4090 germany" finds RTX 4090 servers in Germany, and so does "германия rtx 4090"', async () => {
    const hits = await offerHits(q("rtx 4090 germany"));
    assert.ok(hits.length > 0, "some RTX 4090 offers in Germany");
    for (const h of hits) {
      assert.match(h.text, /RTX 4090/, h.text);
      assert.match(h.text, /Germany/, h.text);
    }
    const ru = await offerHits(q("германия rtx 4090", "/ru"));
    assert.deepEqual(ru.map((h) => h.uid), hits.map((h) => h.uid));
    for (const h of ru) assert.match(h.text, /Германия/, h.text);
    const en = await offerHits(q("германия rtx 4090"));
    assert.deepEqual(en.map((h) => h.uid), hits.map((h) => h.uid), "Russian words work on the English page too");
  });

  it("every token must match (AND), and a city matches in either language", async () => {
    assert.equal((await offerHits(q("rtx 4090 atlantis"))).length, 0);
    const city = await offerHits(q("h100 frankfurt"));
    const cityRu = await offerHits(q("h100 франкфурт"));
    assert.ok(city.length > 0);
    assert.deepEqual(cityRu.map((h) => h.uid), city.map((h) => h.uid));
  });

  it("punctuation-only and odd input shows the page, never an error", async () => {
    for (const query of ["%_\\", "'\"", "& | ! :*", "x".repeat(300)]) {
      const answer = await call(q(query));
      assert.equal(answer.status, 200, `${JSON.stringify(query)}: ${answer.status}`);
    }
  });
});
