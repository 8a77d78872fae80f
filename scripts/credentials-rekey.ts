/**
 * Re-encrypts every delivered resource's access data under the current credential key
 * (lib/resources/credential-rekey.ts), in batches, idempotently:
 *   npm run credentials:rekey [-- --batch 200]
 * Rotation (docs/deploy.md): add the new key to CREDENTIAL_KEYS and make it current
 * (CREDENTIAL_KEY_VERSION, or the highest version), restart, run this, then remove the old key.
 * Moving a demo install to configured keys: list its generated key (the demo key file's version and
 * key) in CREDENTIAL_KEYS beside the new one first. Exits 1 when a record could not be opened (its
 * key is not configured, or another key of its version is): those are listed and left as they are.
 * With the embedded database (no DATABASE_URL), stop the server first: one process opens DATA_DIR.
 */
import { parseArgs } from "node:util";
import { keyRing } from "@/lib/crypto/credentials";
import { openDatabase } from "@/lib/db/client";
import { rekeyCredentials } from "@/lib/resources/credential-rekey";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { batch: { type: "string", default: "200" } } });
  const batchSize = Number(values.batch);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    console.error("--batch must be a whole number from 1 to 10000");
    return 2;
  }
  const keys = keyRing();
  const handle = await openDatabase();
  try {
    const report = await rekeyCredentials(handle.db, {
      batchSize,
      keys,
      onBatch: (done) => console.log(`… ${done.resealed} re-encrypted so far`),
    });
    console.log(`Credential key version ${keys.current}: ${report.resealed} record(s) re-encrypted, ${report.changedMeanwhile} changed meanwhile (already current).`);
    for (const failure of report.failed) console.error(`resource ${failure.resource}: ${failure.reason}: ${failure.message}`);
    if (report.failed.length) {
      console.error(`${report.failed.length} record(s) could not be opened with the configured keys and were left as they are.`);
      return 1;
    }
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
