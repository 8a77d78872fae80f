/**
 * The CSV import target of `npm run bench` (10,000 rows previewed and committed in under 10 s each,
 * so a supplier's whole catalogue in one file does not time out): the seeded owner of an organisation signs in, exports its offers of a product,
 * and a file (written by the app's own exporter) of 10,000 new offers made from the first exported row (distinct names, prices and
 * stock) is previewed, then committed; then the same 10,000 offers, exported again with every price
 * changed, are previewed and committed once more (the change path). Each step is one request, timed
 * from the first byte sent to the last byte of the answer.
 */
import { parse } from "csv-parse/sync";
import { exportOfferCsv, type OfferCsvRecord } from "@/lib/supplier-offers/csv";
import { json, signIn } from "./sign-in";

export type CsvImportResult = { name: string; rows: number; seconds: number; status: number; counts: string; criterion: string; ok: boolean };

const ROWS = 10_000;
const LIMIT_S = 10;
const IP = "10.79.0.1";

async function csvRequest(origin: string, token: string, step: "preview" | "commit", product: string, csv: string) {
  const started = performance.now();
  const res = await fetch(`${origin}/api/supplier/offers/import/${step}?product_slug=${encodeURIComponent(product)}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "text/csv", Accept: "application/json", "X-Forwarded-For": IP },
    body: csv,
  });
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, body, seconds: (performance.now() - started) / 1000 };
}

async function exported(origin: string, token: string, product: string): Promise<string[][]> {
  const res = await fetch(`${origin}/api/supplier/offers/export?product_slug=${encodeURIComponent(product)}`, { headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": IP } });
  if (res.status !== 200) throw new Error(`export answered ${res.status}`);
  return parse(await res.text()) as string[][];
}

function counts(body: Record<string, unknown>): string {
  const keys = ["create", "change", "remove", "unchanged", "created", "changed", "deleted", "archived"].filter((k) => typeof body[k] === "number" && body[k] !== 0);
  const errors = Array.isArray(body.errors) ? body.errors.length : 0;
  return [...keys.map((k) => `${k} ${body[k]}`), ...(errors ? [`errors ${errors}`] : [])].join(", ") || "nothing";
}

export async function runCsvImportTarget(origin: string, target: { provider: string; product: string }): Promise<CsvImportResult[]> {
  const token = await signIn(origin, `owner@${target.provider}.example.com`, IP);
  const [header, ...kept] = await exported(origin, token, target.product);
  const template = kept[0];
  if (!template) throw new Error(`${target.provider} has no offer of ${target.product} to copy`);
  const col = (name: string) => header.indexOf(name);
  const fresh = Array.from({ length: ROWS }, (_, n) => {
    const row = [...template];
    row[col("uid")] = "";
    row[col("name")] = `Bench offer ${n + 1}`;
    row[col("price_cents")] = String(1000 + n);
    row[col("stock")] = String(1 + (n % 50));
    return row;
  });
  const results: CsvImportResult[] = [];
  const step = async (name: string, kind: "preview" | "commit", rows: string[][]) => {
    const records = rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i]])) as unknown as OfferCsvRecord);
    const answer = await csvRequest(origin, token, kind, target.product, exportOfferCsv(records));
    const ok = answer.status === 200 && answer.seconds < LIMIT_S && !(Array.isArray(answer.body.errors) && answer.body.errors.length);
    results.push({ name, rows: rows.length, seconds: answer.seconds, status: answer.status, counts: counts(answer.body), criterion: `< ${LIMIT_S} s`, ok });
  };
  // The organisation's current offers stay in the file (unchanged), the 10,000 new ones are added.
  await step(`preview ${ROWS.toLocaleString("en")} new rows`, "preview", [...kept, ...fresh]);
  await step(`commit ${ROWS.toLocaleString("en")} new rows`, "commit", [...kept, ...fresh]);
  const now = (await exported(origin, token, target.product)).slice(1);
  const repriced = now.map((row) => (row[col("name")].startsWith("Bench offer ") ? Object.assign([...row], { [col("price_cents")]: String(Number(row[col("price_cents")]) + 1) }) : row));
  await step(`preview ${ROWS.toLocaleString("en")} changed rows`, "preview", repriced);
  await step(`commit ${ROWS.toLocaleString("en")} changed rows`, "commit", repriced);
  await json(origin, "/health", { ip: IP });
  return results;
}
