import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { offerPageResponse } from "@/lib/catalogue/api-views";
import { call, getOk } from "../support/api-client";

/**
 * The home page's delivery promise is its own measured figure: the median delivery time of
 * the public offers, worded as people say it, not a fixed "15 minutes" beside another number.
 */

/** The median (lower middle) delivery time of all public offers, read through the offers API. */
async function medianDeliveryMinutes(): Promise<number> {
  const { total } = await getOk("/api/offers?size=1", offerPageResponse);
  const index = Math.ceil(total / 2) - 1;
  const size = 100;
  const page = await getOk(`/api/offers?sort=delivery_asc&size=${size}&page=${Math.floor(index / size) + 1}`, offerPageResponse);
  return page.items[index % size].delivery_minutes;
}

/** The visible text of the home page's "Typical delivery time" figure. */
async function deliveryFigure(path: string, label: string): Promise<string> {
  const answer = await call(path);
  assert.equal(answer.status, 200);
  const m = answer.text.match(new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([^<]+)</dd>`));
  assert.ok(m, `${path}: the delivery figure is shown`);
  return m[1];
}

describe("the home page's delivery promise", () => {
  it("is the median delivery of the public offers, in words, in English and Russian", async () => {
    const median = await medianDeliveryMinutes();
    const en = await deliveryFigure("/", "Typical delivery time");
    const ru = await deliveryFigure("/ru", "Обычный срок выдачи");
    // The seeded catalogue's median is under an hour: "within N minutes", N rounded up to 5.
    assert.ok(median > 0 && median < 60, `median ${median} min`);
    const rounded = Math.max(5, Math.ceil(median / 5) * 5);
    assert.equal(en, `within ${rounded} minutes`);
    assert.match(ru, new RegExp(`^в течение ${rounded} минут[ы]?$`));
    const home = (await call("/")).text;
    assert.ok(!/ready in 15 minutes|within 15 minutes;/.test(home.replace(`within ${rounded} minutes`, "")), "no fixed promise beside the figure");
  });
});
