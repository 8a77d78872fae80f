/**
 * The stored generated price columns (migration 0002) against a real embedded PGlite database: the
 * database's monthly and unit prices equal lib/catalogue/pricing.ts for every billing period, bad or
 * missing sizes give NULL (never an error), and a huge hourly price does not overflow.
 */
import { sql } from "drizzle-orm";
import { monthlyCents, unitPriceCents, type BillingPeriod } from "@/lib/catalogue/pricing";
import type { Db } from "@/lib/db/client";

jest.mock("@electric-sql/pglite", () => jest.requireActual<typeof import("../../support/jest-pglite")>("../../support/jest-pglite").realPglite());

let handle: { db: Db; close: () => Promise<void> };

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  const { openDatabase } = await import("@/lib/db/client");
  handle = await openDatabase({ inMemory: true });
  await handle.db.execute(sql`insert into categories (slug, name, description) values ('gpu-servers', '{"en":"GPU","ru":"GPU"}', '{"en":"","ru":""}')`);
  await handle.db.execute(
    sql`insert into products (slug, category_id, name, description) select 'h100', id, '{"en":"H100","ru":"H100"}', '{"en":"","ru":""}' from categories`,
  );
  await handle.db.execute(
    sql`insert into providers (uid, slug, name, country, website, description, founded_year) values ('prov000001', 'p', 'P', 'DE', 'https://p.example', '{"en":"","ru":""}', 2000)`,
  );
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

type Row = { price: number; period: BillingPeriod; facets: Record<string, string> };

async function insert(rows: Row[]) {
  await handle.db.execute(sql`delete from offers`);
  for (const [i, r] of rows.entries()) {
    await handle.db.execute(sql`
      insert into offers (uid, product_id, provider_id, country, name, price_cents, billing_period, attributes, facets, delivery_minutes)
      select ${`offer${String(i).padStart(5, "0")}`}, p.id, pr.id, 'DE', 'x', ${r.price}, ${r.period}, '[]'::jsonb, ${JSON.stringify(r.facets)}::jsonb, 10
      from products p, providers pr`);
  }
  const result = await handle.db.execute(sql`
    select uid, monthly_price_cents, gpu_hour_price_cents, vcpu_month_price_cents, ram_gb_month_price_cents from offers order by uid`);
  return (result as unknown as { rows: Record<string, string | number | null>[] }).rows;
}

describe("generated price columns", () => {
  it("equal the normalisation in code for hour, month and year", async () => {
    const rows: Row[] = [
      { price: 397, period: "hour", facets: { gpu_count: "4", cpu_cores: "64", ram_gb: "512" } },
      { price: 67_700, period: "month", facets: { gpu_count: "1", cpu_cores: "16", ram_gb: "128" } },
      { price: 120_001, period: "year", facets: { cpu_cores: "8", ram_gb: "32" } },
    ];
    const got = await insert(rows);
    rows.forEach((r, i) => {
      expect(Number(got[i].monthly_price_cents)).toBe(monthlyCents(r.price, r.period));
      for (const [kind, column] of [["gpu_hour", "gpu_hour_price_cents"], ["vcpu_month", "vcpu_month_price_cents"], ["ram_gb_month", "ram_gb_month_price_cents"]] as const) {
        const want = unitPriceCents(kind, r.price, r.period, r.facets);
        if (want === null) expect(got[i][column]).toBeNull();
        else expect(Number(got[i][column])).toBeCloseTo(want, 6);
      }
    });
  });

  it("leave unit prices empty for missing, zero or malformed sizes, and take huge hourly prices", async () => {
    const got = await insert([
      { price: 2_000_000_000, period: "hour", facets: { gpu_count: "0", cpu_cores: "lots", ram_gb: "1e9" } },
      { price: 100, period: "hour", facets: {} },
    ]);
    expect(Number(got[0].monthly_price_cents)).toBe(2_000_000_000 * 730);
    for (const g of got) {
      expect(g.gpu_hour_price_cents).toBeNull();
      expect(g.vcpu_month_price_cents).toBeNull();
      expect(g.ram_gb_month_price_cents).toBeNull();
    }
  });
});
