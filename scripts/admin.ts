/**
 * Marketplace staff, from the command line (README "Staff"):
 *   npm run admin -- grant EMAIL     make EMAIL staff (creates the account if it does not exist yet)
 *   npm run admin -- revoke EMAIL    take staff away
 *   npm run admin -- list            list staff
 * Staff sign in like anyone else (e-mail code) and find the review queue at /staff. With the
 * embedded database (no DATABASE_URL), stop the server first: one process at a time opens DATA_DIR.
 */
import { asc, eq } from "drizzle-orm";
import { newUid } from "@/lib/auth/tokens";
import { openDatabase } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

const usage = "Usage: npm run admin -- grant EMAIL | revoke EMAIL | list";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function main(): Promise<number> {
  const [command, rawEmail] = process.argv.slice(2);
  if (command !== "list" && (command !== "grant" && command !== "revoke")) {
    console.error(usage);
    return 2;
  }
  const email = rawEmail?.trim().toLowerCase() ?? "";
  if (command !== "list" && !EMAIL.test(email)) {
    console.error(`Not an e-mail address: "${rawEmail ?? ""}"\n${usage}`);
    return 2;
  }
  const handle = await openDatabase();
  try {
    const db = handle.db;
    if (command === "list") {
      const staff = await db.select({ email: users.email }).from(users).where(eq(users.isStaff, true)).orderBy(asc(users.email));
      console.log(staff.length ? staff.map((s) => s.email).join("\n") : "No staff yet.");
      return 0;
    }
    if (command === "grant") {
      await db.insert(users).values({ uid: newUid(), email, isStaff: true }).onConflictDoUpdate({ target: users.email, set: { isStaff: true, updatedAt: new Date() } });
      console.log(`${email} is staff: sign in with this address and open /staff.`);
      return 0;
    }
    const changed = await db.update(users).set({ isStaff: false, updatedAt: new Date() }).where(eq(users.email, email)).returning({ id: users.id });
    console.log(changed.length ? `${email} is no longer staff.` : `No account with the address ${email}.`);
    return changed.length ? 0 : 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
