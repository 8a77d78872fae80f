/**
 * Hourly and monthly offers compare by one normalised price (a month = 730
 * hours). Sorting and price_min/price_max follow it; unit sorts apply where the unit exists.
 */
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { categoriesResponse, offerPageResponse, type OfferDto } from "@/lib/catalogue/api-views";
import { HOURS_PER_MONTH, monthlyCents, shownMonthlyCents } from "@/lib/catalogue/pricing";
import { assertIssues, call, getOk } from "../support/api-client";

const monthly = (o: OfferDto) => monthlyCents(o.price.amount_cents, o.price.billing_period);
/** The monthly amount the page shows (converted amounts from €100 up in whole euros): what the price filter compares. */
const shown = (o: OfferDto) => shownMonthlyCents(o.price.amount_cents, o.price.billing_period);

async function allPages(query: string): Promise<OfferDto[]> {
  const items: OfferDto[] = [];
  for (let page = 1; ; page += 1) {
    const body = await getOk(`/api/offers?${query}&size=100&page=${page}`, offerPageResponse);
    items.push(...body.items);
    if (page >= body.pages) return items;
  }
}

/** A GPU product whose public offers are billed both by the hour and by the month (the seed makes ~10 % hourly). */
let mixed: { slug: string; offers: OfferDto[] };

before(async () => {
  const { categories } = await getOk("/api/catalog/categories", categoriesResponse);
  const gpu = categories.find((c) => c.slug === "gpu-servers");
  assert.ok(gpu, "the seed has GPU servers");
  for (const p of [...gpu.products].filter((x) => x.is_active && x.offer_count > 0).sort((a, b) => b.offer_count - a.offer_count)) {
    const offers = await allPages(`product_slug=${p.slug}&sort=price_asc`);
    const periods = new Set(offers.map((o) => o.price.billing_period));
    if (periods.has("hour") && periods.has("month")) {
      mixed = { slug: p.slug, offers };
      return;
    }
  }
  assert.fail("no GPU product with both hourly and monthly offers in the seed");
});

describe("prices compared per month", () => {
  it("sort=price_asc orders hourly and monthly offers by the monthly equivalent, price_desc the reverse", async () => {
    const asc = mixed.offers.map(monthly);
    assert.deepEqual(asc, [...asc].sort((a, b) => a - b), "ascending by the monthly equivalent");
    for (const o of mixed.offers) assert.equal(o.price.monthly_amount_cents, monthly(o), `${o.uid}: monthly_amount_cents`);
    // The raw figures are not in order: an hourly price is a small number for a dear offer.
    const raw = mixed.offers.map((o) => o.price.amount_cents);
    assert.notDeepEqual(raw, [...raw].sort((a, b) => a - b), "raw amounts would sort differently");
    const desc = (await allPages(`product_slug=${mixed.slug}&sort=price_desc`)).map(monthly);
    assert.deepEqual(desc, [...desc].sort((a, b) => b - a));
  });

  it("price_max and price_min are whole euros per month as shown: an hourly offer is in or out by its monthly equivalent", async () => {
    const hourly = mixed.offers.find((o) => o.price.billing_period === "hour" && monthly(o) % 100 !== 0 && monthly(o) >= 10_000)!;
    assert.ok(hourly, "the seed has an hourly offer whose monthly equivalent is not whole euros");
    assert.equal(monthly(hourly), hourly.price.amount_cents * HOURS_PER_MONTH);
    const shownEur = shown(hourly) / 100;
    assert.equal(shownEur, Math.round(monthly(hourly) / 100), "shown in whole euros");
    // One euro below what the page shows: left out (the bound is far above its hourly figure).
    const below = shownEur - 1;
    assert.ok(below * 100 > hourly.price.amount_cents, "the bound is above the raw hourly amount");
    const under = await allPages(`product_slug=${mixed.slug}&price_max=${below}`);
    assert.ok(!under.some((o) => o.uid === hourly.uid), "an hourly offer over the monthly bound is filtered out");
    const expected = mixed.offers.filter((o) => shown(o) <= below * 100).map((o) => o.uid);
    assert.deepEqual(under.map((o) => o.uid), expected, "exactly the offers shown at or under the bound per month");
    // Exactly what the page shows ("≈ €2,898/month" and "To 2898"): kept by both bounds.
    const at = await allPages(`product_slug=${mixed.slug}&price_max=${shownEur}&price_min=${shownEur}`);
    assert.ok(at.some((o) => o.uid === hourly.uid), "kept when both bounds are the amount shown");
    assert.ok(at.every((o) => shown(o) === shownEur * 100));
  });

  it("gpu_hour_asc orders GPU offers by the price per GPU-hour", async () => {
    const items = await allPages(`product_slug=${mixed.slug}&sort=gpu_hour_asc`);
    assert.equal(items.length, mixed.offers.length);
    const perGpuHour = items.map((o) => {
      const count = Number(o.attributes.find((a) => a.name === "GPU count")?.value);
      assert.ok(count > 0, `${o.uid} states its GPU count`);
      return monthly(o) / HOURS_PER_MONTH / count;
    });
    for (let i = 1; i < perGpuHour.length; i++) assert.ok(perGpuHour[i - 1] <= perGpuHour[i] + 1e-9, `GPU-hour order at ${i}`);
  });

  it("a unit sort that does not apply to the product, or an unknown one, answers 422 on sort", async () => {
    const { categories } = await getOk("/api/catalog/categories", categoriesResponse);
    const vpn = categories.find((c) => c.slug === "vpn")?.products.find((p) => p.is_active);
    for (const query of [`product_slug=${mixed.slug}&sort=vcpu_month_asc`, "sort=gpu_hour_asc", "sort=per_gpu", ...(vpn ? [`product_slug=${vpn.slug}&sort=ram_gb_month_asc`] : [])]) {
      const issues = assertIssues(await call(`/api/offers?${query}`), query);
      assert.deepEqual(issues.map((i) => i.loc), [["query", "sort"]], query);
    }
  });
});
