import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { organizationMembers, organizations, users } from "@/lib/db/schema";

/**
 * The demo's people (README "Demo accounts"): a buyer, a member of staff, and one owner per seeded
 * supplier. They sign in like anyone else, with the e-mailed code read at /mailbox. Real parts with
 * a banner (CONVENTIONS 21): with SMTP configured, codes go to these example.com addresses nobody reads.
 */
/** The same 24-hex uid as lib/auth/tokens newUid (not imported: the seed runs where jose cannot load, e.g. jest). */
const newUid = () => randomBytes(12).toString("hex");

export const DEMO_BUYER_EMAIL = "buyer@example.com";
export const DEMO_STAFF_EMAIL = "staff@example.com";
/** The owner of a seeded supplier: `owner@<slug>.example.com`. */
export const demoOwnerEmail = (slug: string) => `owner@${slug}.example.com`;

/** Creates the demo accounts once (existing ones are left as they are) and makes each seeded supplier's owner a member. */
export async function seedDemoAccounts(tx: Db, suppliers: { id: number; slug: string }[]): Promise<void> {
  const people = [
    { email: DEMO_BUYER_EMAIL, firstName: "Demo", lastName: "Buyer", isStaff: false },
    { email: DEMO_STAFF_EMAIL, firstName: "Demo", lastName: "Staff", isStaff: true },
    ...suppliers.map((s) => ({ email: demoOwnerEmail(s.slug), firstName: "Demo", lastName: "Owner", isStaff: false })),
  ];
  await tx
    .insert(users)
    .values(people.map((p) => ({ uid: newUid(), email: p.email, firstName: p.firstName, lastName: p.lastName, guest: false, isStaff: p.isStaff })))
    .onConflictDoNothing({ target: users.email });
  const ids = new Map(
    (await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, people.map((p) => p.email)))).map((u) => [u.email, u.id]),
  );
  const memberships = suppliers.map((s) => ({ uid: newUid(), organizationId: s.id, userId: ids.get(demoOwnerEmail(s.slug))!, role: "owner" }));
  if (memberships.length) await tx.insert(organizationMembers).values(memberships).onConflictDoNothing();
  for (const s of suppliers) await tx.update(organizations).set({ email: demoOwnerEmail(s.slug) }).where(eq(organizations.id, s.id));
}
