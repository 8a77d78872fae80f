/**
 * Faceted counts against a real embedded PGlite with a seeded catalogue: next to each
 * value, the offers matching every other selected filter plus that value, which is exactly the total
 * of the listing with that value in place of its facet's selection (within a facet values are OR'ed).
 * The listing's own query (listOffers) is the reference, value by value.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { facetSelection, filterGroups, otherGroups } from "@/lib/catalogue/facet-selection";
import type { OfferListingInput } from "@/lib/catalogue/schema";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "marketplace-unit-facets-"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;

jest.mock("@electric-sql/pglite", () => jest.requireActual<typeof import("../../support/jest-pglite")>("../../support/jest-pglite").realPglite());
// "use cache" is a plain string outside Next; its helpers are no-ops here.
jest.mock("next/cache", () => ({ cacheLife: () => {}, cacheTag: () => {} }));

type Client = typeof import("@/lib/db/client");
let client: Client;
let queries: typeof import("@/lib/catalogue/queries");
let counts: typeof import("@/lib/catalogue/facet-counts");

beforeAll(async () => {
  client = await import("@/lib/db/client");
  queries = await import("@/lib/catalogue/queries");
  counts = await import("@/lib/catalogue/facet-counts");
  const { seedDatabase } = await import("@/lib/db/seed/seed");
  await seedDatabase(await client.getDb(), { offers: 400, force: true });
}, 180_000);

afterAll(async () => {
  await client?.closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

const base = (productSlug: string): OfferListingInput => ({ productSlug, page: 1, size: 1, sort: "price_asc", facets: {} });

/** Every option's count must be the total of the listing with that option as its facet's only value. */
async function expectFacetedCounts(input: OfferListingInput, pathCountry: string | null) {
  const slug = input.productSlug!;
  const got = await counts.getFacetCountsForSelection(slug, pathCountry, facetSelection(input, pathCountry));
  const filters = (await queries.getProductFilters(slug))!;
  let checked = 0;
  for (const f of filters.filters) {
    if (pathCountry && f.key === "country") continue;
    for (const o of f.options) {
      const probe: OfferListingInput =
        f.key === "country"
          ? { ...input, countries: [o.value] }
          : f.key === "provider"
            ? { ...input, providers: [o.value] }
            : { ...input, facets: { ...input.facets, [f.key]: [o.value] } };
      const { total } = await queries.listOffers(pathCountry ? { ...probe, countries: [pathCountry] } : probe);
      expect([f.key, o.value, got[f.key]?.[o.value] ?? 0]).toEqual([f.key, o.value, total]);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(5);
}

describe("getFacetCountsForSelection", () => {
  it("counts each value under the other selected filters (two facets, a country, a price bound)", async () => {
    const filters = (await queries.getProductFilters("nvidia-h100"))!;
    const gpuCount = filters.filters.find((f) => f.key === "gpu_count")!.options[0].value;
    const ram = filters.filters.find((f) => f.key === "ram_gb")!.options.slice(0, 2).map((o) => o.value);
    const country = filters.filters.find((f) => f.key === "country")!.options[0].value;
    await expectFacetedCounts({ ...base("nvidia-h100"), facets: { gpu_count: [gpuCount], ram_gb: ram }, countries: [country] }, null);
    await expectFacetedCounts({ ...base("nvidia-h100"), facets: { gpu_count: [gpuCount] }, priceMaxEur: Math.ceil(filters.price.maxEur / 2) }, null);
  }, 120_000);

  it("counts providers, and within a country listing", async () => {
    const filters = (await queries.getProductFilters("linux-vps"))!;
    const provider = filters.filters.find((f) => f.key === "provider")!.options[0].value;
    const country = filters.filters.find((f) => f.key === "country")!.options[0].value;
    const cores = filters.filters.find((f) => f.key === "cpu_cores")!.options[0].value;
    await expectFacetedCounts({ ...base("linux-vps"), providers: [provider], facets: { cpu_cores: [cores] } }, null);
    await expectFacetedCounts({ ...base("linux-vps"), countries: [country], facets: { cpu_cores: [cores] } }, country);
  }, 120_000);
});

describe("facet selection", () => {
  it("is one normalised form whatever the order, without sort, page or size", () => {
    const a = facetSelection({ ...base("p"), page: 3, sort: "newest", facets: { b: ["2", "1"], a: ["x"], c: [] }, countries: ["FR", "DE"] }, null);
    const b = facetSelection({ ...base("p"), facets: { a: ["x"], b: ["1", "2", "2"] }, countries: ["DE", "FR"] }, null);
    expect(a).toEqual(b);
    expect(a).toEqual({ facets: [["a", ["x"]], ["b", ["1", "2"]]], countries: ["DE", "FR"], providers: [], priceMinEur: null, priceMaxEur: null });
  });

  it("leaves the path's country out: it is the scope of a country listing, not a selection", () => {
    expect(facetSelection({ ...base("p"), countries: ["DE"] }, "DE").countries).toEqual([]);
  });

  it("counts a value under every group but its own", () => {
    const groups = filterGroups({ facets: [["a", ["x"]], ["b", ["y"]]], countries: ["DE"], providers: [], priceMinEur: 5, priceMaxEur: null });
    expect(groups.map((g) => g.key)).toEqual(["a", "b", "country", "price"]);
    expect(otherGroups(groups, "a")).toEqual([1, 2, 3]);
    expect(otherGroups(groups, "country")).toEqual([0, 1, 3]);
    expect(otherGroups(groups, "unselected")).toEqual([0, 1, 2, 3]);
  });
});
