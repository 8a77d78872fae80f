import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { offerDto } from "@/lib/catalogue/api-views";
import { call, getOk } from "../support/api-client";

/** Site search by tokens (ADR 0009): every token must match somewhere in the offer. */

type Hit = { uid: string; name: string };

/**
 * The offer hits of a search page: every link to an offer page with its text (the name). Links are
 * read from the whole document: parts of the results can arrive as streamed chunks after the list.
 */
async function offerHits(path: string): Promise<Hit[]> {
  const answer = await call(path);
  assert.equal(answer.status, 200, `${path} answered ${answer.status}`);
  return [...answer.text.matchAll(/<a[^>]*href="(?:\/ru)?\/[a-z0-9-]+\/[a-z0-9-]+\/([a-z0-9]{10})"[^>]*>([^<]*)<\/a>/g)].map((m) => ({ uid: m[1], name: m[2] }));
}

/** Country and GPU model of an offer, from the offers API. */
async function offerFacts(uid: string): Promise<{ country: string; name: string }> {
  const body = await getOk(`/api/offers/${uid}`, offerDto);
  return { country: body.country, name: body.name };
}

const q = (query: string, locale = "") => `${locale}/search?q=${encodeURIComponent(query)}`;

describe("site search understands how people type", () => {
  it('"8x h100", "8×H100" and "8 x H100" find the same 8×H100 offers', async () => {
    const hits = await offerHits(q("8x h100"));
    assert.ok(hits.length > 0, "some 8×H100 offers");
    for (const h of hits) assert.match(h.name, /^8× H100/, h.name);
    for (const variant of ["8×H100", "8 x H100", "8X H100"]) {
      assert.deepEqual((await offerHits(q(variant))).map((h) => h.uid), hits.map((h) => h.uid), variant);
    }
  });

  it('"rtx 4090 germany" finds RTX 4090 servers in Germany, and so does "германия rtx 4090"', async () => {
    const hits = await offerHits(q("rtx 4090 germany"));
    assert.ok(hits.length > 0, "some RTX 4090 offers in Germany");
    for (const h of hits) {
      assert.match(h.name, /RTX 4090/, h.name);
      assert.equal((await offerFacts(h.uid)).country, "DE", h.uid);
    }
    const ru = await offerHits(q("германия rtx 4090", "/ru"));
    assert.deepEqual(ru.map((h) => h.uid), hits.map((h) => h.uid));
    const en = await offerHits(q("германия rtx 4090"));
    assert.deepEqual(en.map((h) => h.uid), hits.map((h) => h.uid), "Russian words work on the English page too");
  });

  it("every token must match (AND), and a city matches in either language", async () => {
    assert.equal((await offerHits(q("rtx 4090 atlantis"))).length, 0);
    const city = await offerHits(q("epyc frankfurt"));
    const cityRu = await offerHits(q("epyc франкфурт"));
    assert.ok(city.length > 0, "some EPYC servers in Frankfurt");
    const sorted = (hits: Hit[]) => hits.map((h) => h.uid).sort();
    assert.deepEqual(sorted(cityRu), sorted(city));
  });

  it("punctuation-only and odd input shows the page, never an error", async () => {
    for (const query of ["%_\\", "'\"", "& | ! :*", "x".repeat(300)]) {
      const answer = await call(q(query));
      assert.equal(answer.status, 200, `${JSON.stringify(query)}: ${answer.status}`);
    }
  });
});
