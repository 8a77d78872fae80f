/**
 * Statuses move in one place (CONVENTIONS 14): outside its status module nothing writes the status
 * column of offers, organisations (the `providers` table) or buyers' resource requests. Creating a
 * row with its first status is allowed (the creator records it); changing it is the writer's alone.
 * This reads the source: an update of the table whose statement names `status`, an upsert that sets
 * it, a `set.status =` assignment, or raw SQL updating the column anywhere else fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Table (as the schema exports it) → the one file allowed to change its status column. */
const WRITERS: Record<string, string> = {
  offers: "lib/catalogue/offer-status.ts",
  organizations: "lib/organizations/status.ts",
  providers: "lib/organizations/status.ts",
  resourceActions: "lib/resources/action-status.ts",
  offerIpBlocks: "lib/supplier-offers/status.ts",
  orders: "lib/orders/status.ts",
  payments: "lib/payments/status.ts",
  userResources: "lib/resources/status.ts",
  supplierOrders: "lib/orders/status.ts",
};
/** The same tables by their SQL names, for raw SQL. */
const SQL_NAMES: Record<string, string> = { offers: "offers", providers: "organizations", resource_actions: "resourceActions", offer_ip_blocks: "offerIpBlocks", orders: "orders", payments: "payments", user_resources: "userResources", supplier_orders: "supplierOrders" };

const root = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return rel === "lib/db/migrations" ? [] : sources(rel);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Every place that changes one of the watched status columns: `file:line table`. */
function statusWrites(file: string, text: string): { at: string; table: string }[] {
  const found: { at: string; table: string }[] = [];
  const tables = Object.keys(WRITERS).join("|");
  // A statement (up to its `;`) updating the table and naming `status:` in its set.
  for (const m of text.matchAll(new RegExp(String.raw`\.update\((${tables})\)[^;]*?\bstatus\s*:`, "g"))) found.push({ at: `${file}:${lineOf(text, m.index)}`, table: m[1] });
  // An insert whose conflict clause sets `status`.
  for (const m of text.matchAll(new RegExp(String.raw`\.insert\((${tables})\)[^;]*?onConflictDoUpdate[^;]*?\bstatus\s*:`, "g"))) found.push({ at: `${file}:${lineOf(text, m.index)}`, table: m[1] });
  // A set object filled field by field before `.update(table).set(set)`.
  for (const m of text.matchAll(/\bset\.status\s*=/g)) {
    const table = new RegExp(String.raw`\.update\((${tables})\)\s*\.set\(set\)`).exec(text)?.[1];
    if (table) found.push({ at: `${file}:${lineOf(text, m.index)}`, table });
  }
  // Raw SQL: UPDATE <table> (or ${table}) SET … status.
  for (const m of text.matchAll(/UPDATE\s+(?:\$\{(\w+)\}|"?(\w+)"?)\s+SET[^;`]*?\bstatus\s*=/gi)) {
    const table = m[1] ?? SQL_NAMES[m[2]];
    if (table && table in WRITERS) found.push({ at: `${file}:${lineOf(text, m.index)}`, table });
  }
  return found;
}

const files = [...sources("lib"), ...sources("app")];

it("finds the writers themselves (the search works)", () => {
  for (const [table, file] of Object.entries(WRITERS)) {
    if (table === "providers") continue;
    expect(statusWrites(file, readFileSync(path.join(root, file), "utf8")).map((w) => w.table)).toContain(table);
  }
  // And the shapes it looks for elsewhere.
  const samples = [
    "await tx.update(offers).set({ status: \"archived\" }).where(x);",
    "await db.insert(offers).values(rows).onConflictDoUpdate({ target: offers.uid, set: { status: excluded(\"status\") } });",
    "set.status = input.status;\nawait tx.update(offers).set(set).where(y);",
    "await tx.execute(sql`UPDATE ${offers} SET status = 'hidden' WHERE id = 1`);",
    "await tx.execute(sql`update resource_actions set answer = '', status = 'rejected'`);",
  ];
  for (const sample of samples) expect(statusWrites("sample.ts", sample)).toHaveLength(1);
  // Creating a row with its first status is not a change.
  expect(statusWrites("sample.ts", "await tx.insert(offers).values({ uid, status: \"public\" }).returning();")).toEqual([]);
});

it("nothing but its status module changes a status column (offers, organisations, IP blocks, orders, supplier orders, payments, resources, buyer requests)", () => {
  const elsewhere = files.flatMap((file) => statusWrites(file, readFileSync(path.join(root, file), "utf8")).filter((w) => WRITERS[w.table] !== file));
  expect(elsewhere).toEqual([]);
});
