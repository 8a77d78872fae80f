import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { offerPageResponse } from "@/lib/catalogue/api-views";
import { call, getOk } from "../support/api-client";

/** Provider pages /provider/:slug: description, country, data centers, offers with the listing controls. */

async function html(path: string): Promise<string> {
  const answer = await call(path);
  assert.equal(answer.status, 200, `${path} answered ${answer.status}`);
  return answer.text;
}

/** Offer uids of the page's rows, in order. */
const rowUids = (page: string) => [...page.matchAll(/<tr[^>]*data-offer-uid="([a-z0-9]{10})"/g)].map((m) => m[1]);

/** JSON-LD blocks of a page. */
const jsonLd = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

/** The same listing through the API (the page and GET /api/offers share the listing query). */
async function apiUids(query: string): Promise<{ uids: string[]; total: number }> {
  const body = await getOk(`/api/offers?${query}`, offerPageResponse);
  return { uids: body.items.map((o) => o.uid), total: body.total };
}

describe("provider pages", () => {
  let slug = "";
  let page = "";

  before(async () => {
    const table = await html("/provider");
    const links = [...table.matchAll(/href="\/provider\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    assert.ok(links.length >= 3, "the /provider table links every provider to its page");
    // The provider with the most offers of the first table page, so paging has something to do.
    const { items } = await getOk("/api/offers?size=100", offerPageResponse);
    slug = links.find((l) => items.some((o) => o.supplier.slug === l)) ?? links[0];
    page = await html(`/provider/${slug}`);
  });

  it("shows the provider's name, description, country, data centers and its offers", async () => {
    const { total } = await apiUids(`provider=${slug}&size=1`);
    assert.ok(total > 50, `${slug} has more than one page of offers (${total})`);
    assert.match(page, /<h1[^>]*>[^<]+<\/h1>/);
    assert.match(page, /About the provider/);
    assert.match(page, /Data centers/);
    const rows = rowUids(page);
    assert.equal(rows.length, 50, "the default page holds 50 rows");
    assert.deepEqual(rows, (await apiUids(`provider=${slug}`)).uids, "the provider's offers, cheapest first");
    assert.ok(page.includes(`1–50 of ${total}`), "the range says first–last of total");
  });

  it("carries Organization structured data and hreflang alternates", async () => {
    const org = jsonLd(page).find((d) => d["@type"] === "Organization");
    assert.ok(org, "an Organization block");
    assert.ok(typeof org.name === "string" && page.includes(`>${org.name}</h1>`), "named as the heading");
    assert.match(String(org.url), new RegExp(`/provider/${slug}$`));
    assert.ok(Array.isArray(org.sameAs) && String(org.sameAs[0]).startsWith("https://"), "its website as sameAs");
    assert.equal((org.address as { addressCountry?: string }).addressCountry?.length, 2);
    assert.ok(Array.isArray(org.location) && org.location.length > 0, "its data centers as places");
    const crumbs = jsonLd(page).find((d) => d["@type"] === "BreadcrumbList");
    assert.ok(crumbs, "breadcrumbs");
    assert.match(page, new RegExp(`<link rel="alternate" hrefLang="ru" href="[^"]*/ru/provider/${slug}"`));
    assert.match(page, new RegExp(`<link rel="canonical" href="[^"]*/provider/${slug}"`));
    const ru = await html(`/ru/provider/${slug}`);
    assert.match(ru, /О провайдере/);
    assert.match(ru, /[\u0400-\u04FF]{4,}/);
  });

  it("sorts, pages, sizes and filters by price and country like a listing", async () => {
    const sorted = await html(`/provider/${slug}?sort=price_desc&size=10&page=2`);
    assert.deepEqual(rowUids(sorted), (await apiUids(`provider=${slug}&sort=price_desc&size=10&page=2`)).uids);
    assert.match(sorted, /11–20 of \d+/);
    assert.match(sorted, /href="\/provider\/[a-z0-9-]+\?page=3&amp;size=10&amp;sort=price_desc"/, "the next page keeps sort and size");

    const { items } = await getOk(`/api/offers?provider=${slug}&size=100`, offerPageResponse);
    const country = items[items.length - 1].country;
    const inCountry = await html(`/provider/${slug}?country=${country}`);
    const expected = await apiUids(`provider=${slug}&country=${country}`);
    assert.ok(expected.total > 0);
    assert.deepEqual(rowUids(inCountry), expected.uids);

    const priced = await html(`/provider/${slug}?price_min=50&price_max=400`);
    assert.deepEqual(rowUids(priced), (await apiUids(`provider=${slug}&price_min=50&price_max=400`)).uids);

    const junk = await call(`/provider/${slug}?page=abc&size=7&sort=nope&provider=other&gpu_model=x`);
    assert.equal(junk.status, 200, "malformed controls fall back to the defaults");
    assert.deepEqual(rowUids(junk.text), rowUids(page));
  });

  it("is linked from its offers' pages", async () => {
    const { items } = await getOk(`/api/offers?provider=${slug}&size=1`, offerPageResponse);
    const offer = await html(items[0].url);
    assert.ok(offer.includes(`href="/provider/${slug}"`), "the supplier name links to the provider page");
  });

  it("is listed in the sitemap in both languages", async () => {
    const text = await html("/sitemaps/0.xml");
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    assert.ok(locs.includes(`/provider/${slug}`));
    assert.ok(locs.includes(`/ru/provider/${slug}`));
  });

  it("answers the 404 page for an unknown or malformed slug", async () => {
    for (const path of ["/provider/no-such-provider", "/ru/provider/no-such-provider", "/provider/Bad_Slug", "/provider/_"]) {
      const answer = await call(path);
      assert.equal(answer.status, 404, `${path}: ${answer.status}`);
    }
  });
});
