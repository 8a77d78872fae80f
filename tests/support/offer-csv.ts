/** Offer CSV records for the unit tests and the bench's in-process timings (bench/lib/in-process.ts). */
import { OFFER_CSV_COLUMNS, type OfferCsvRecord } from "@/lib/supplier-offers/csv";

/** A record with every column filled, varied by `index`; the name has a comma, quotes and Cyrillic. */
export function offer(index: number, overrides: Partial<OfferCsvRecord> = {}): OfferCsvRecord {
  return {
    uid: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    name: `Server ${index}, "fast" — сервер`,
    price_cents: 100 + index,
    billing_period: index % 2 ? "month" : "hour",
    country: "DE",
    data_center: "fra1",
    stock: index % 7,
    delivery_minutes: 15,
    status: index % 3 ? "public" : "hidden",
    attributes: JSON.stringify({ cpu_cores: (index % 16) + 1, ram_gb: 32, disk_type: "NVMe" }),
    ...overrides,
  };
}

/** The record as the strings an import compares against. */
export const asStrings = (record: OfferCsvRecord) =>
  Object.fromEntries(OFFER_CSV_COLUMNS.map((column) => [column, String(record[column])])) as Record<string, string>;

/** `count` records as a real export has them: every fifth name starts like a spreadsheet formula. */
export const manyOffers = (count: number) => Array.from({ length: count }, (_, i) => offer(i, i % 5 === 0 ? { name: `=cmd|' /C calc'!A0 ${i}` } : {}));
