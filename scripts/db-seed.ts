/**
 * Seeds the demo catalogue: `npm run db:seed -- [--offers N] [--force] [--seed S]`.
 * Without --offers the count comes from SEED_OFFERS. An existing catalogue is kept unless --force is
 * given or --offers asks for a different number of public offers, in which case it is replaced.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "@/lib/db/client";
import { catalogueCounts, seedDatabase } from "@/lib/db/seed/seed";
import { env } from "@/lib/env";

const usage = "Usage: npm run db:seed -- [--offers N] [--force] [--seed S]";

function parseCount(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw new Error(`--${name} must be a non-negative integer, got "${raw}"\n${usage}`);
  return Number(raw);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      offers: { type: "string" },
      force: { type: "boolean", default: false },
      seed: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const requested = parseCount("offers", values.offers);
  const seed = parseCount("seed", values.seed);
  const offers = requested ?? env.SEED_OFFERS;

  const started = performance.now();
  const handle = await openDatabase();
  const db = handle.db;
  const opened = performance.now();
  try {
    const before = await catalogueCounts(db);
    const hasCatalogue = before.categories > 0;
    const force = values.force || (hasCatalogue && requested !== undefined && before.publicOffers !== requested);

    if (hasCatalogue && !force) {
      console.log(
        `Catalogue already present (${before.publicOffers} public offers, ${before.offers} in total); kept as is. ` +
          "Pass --force or a different --offers to replace it.",
      );
      return;
    }

    console.log(
      `${hasCatalogue ? "Replacing the catalogue" : "Seeding the catalogue"} with ${offers} public offers` +
        `${env.DATABASE_URL ? " (PostgreSQL)" : ` (PGlite, ${env.DATA_DIR})`}...`,
    );
    const seeding = performance.now();
    let lastReport = 0;
    const result = await seedDatabase(db, {
      offers,
      force,
      seed,
      onProgress: (inserted) => {
        if (inserted - lastReport >= 20_000) {
          lastReport = inserted;
          console.log(`  ${inserted} offers inserted`);
        }
      },
    });
    const c = result.counts;
    console.log(
      [
        `Seeded in ${seconds(performance.now() - seeding)} (database opened and migrated in ${seconds(opened - started)}):`,
        `  categories       ${c.categories}`,
        `  products         ${c.products}`,
        `  product options  ${c.productOptions}`,
        `  providers        ${c.providers}`,
        `  data centers     ${c.dataCenters}`,
        `  media            ${c.media}`,
        `  articles         ${c.articles}`,
        `  offers           ${c.offers} (${c.publicOffers} public, ${c.offers - c.publicOffers} hidden)`,
      ].join("\n"),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
