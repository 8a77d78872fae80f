/** Applies pending migrations (opening the database migrates it): `npm run db:migrate`. */
import { openDatabase } from "@/lib/db/client";

async function main(): Promise<void> {
  const handle = await openDatabase();
  await handle.close();
  console.log("migrated");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
