import "server-only";
import { and, asc, eq, gt, isNull, ne, or } from "drizzle-orm";
import { CredentialError, keyFingerprint, keyRing, reseal, type KeyRing } from "@/lib/crypto/credentials";
import type { Db } from "@/lib/db/client";
import { resourceCredentials, userResources } from "@/lib/db/schema";

export type RekeyReport = {
  /** Records sealed again with the current key. */
  resealed: number;
  /** Records changed by someone else meanwhile (a redelivery seals with the current key anyway): left as they are. */
  changedMeanwhile: number;
  /** Records that cannot be opened with the configured keys, by resource uid: left as they are. */
  failed: { resource: string; reason: CredentialError["reason"]; message: string }[];
};

/**
 * Re-encrypts every delivered resource's access data that is not sealed with the current key (another
 * key version, or no fingerprint kept yet) under the current one: `npm run credentials:rekey`
 * (scripts/credentials-rekey.ts), after a new key is added to CREDENTIAL_KEYS and made current, so the
 * old key can then be removed. In batches of `batchSize` records, each batch in one transaction;
 * a record is only replaced while it still holds the ciphertext that was read, so a delivery made
 * meanwhile is never overwritten. Idempotent: a second run finds nothing to do. Plain text stays
 * inside lib/crypto (reseal); nothing is logged but resource uids and reasons.
 */
export async function rekeyCredentials(
  db: Db,
  options: { batchSize?: number; keys?: KeyRing; onBatch?: (done: RekeyReport) => void } = {},
): Promise<RekeyReport> {
  const keys = options.keys ?? keyRing();
  const batchSize = options.batchSize ?? 200;
  const fingerprint = keyFingerprint(keys.keys.get(keys.current)!);
  const stale = or(ne(resourceCredentials.keyVersion, keys.current), isNull(resourceCredentials.keyFingerprint), ne(resourceCredentials.keyFingerprint, fingerprint));
  const report: RekeyReport = { resealed: 0, changedMeanwhile: 0, failed: [] };
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        resourceId: resourceCredentials.resourceId,
        uid: userResources.uid,
        keyVersion: resourceCredentials.keyVersion,
        keyFingerprint: resourceCredentials.keyFingerprint,
        nonce: resourceCredentials.nonce,
        ciphertext: resourceCredentials.ciphertext,
      })
      .from(resourceCredentials)
      .innerJoin(userResources, eq(userResources.id, resourceCredentials.resourceId))
      .where(and(gt(resourceCredentials.resourceId, after), stale))
      .orderBy(asc(resourceCredentials.resourceId))
      .limit(batchSize);
    if (!rows.length) return report;
    after = rows[rows.length - 1].resourceId;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        let next;
        try {
          next = reseal(row.uid, row, keys);
        } catch (error) {
          if (!(error instanceof CredentialError)) throw error;
          report.failed.push({ resource: row.uid, reason: error.reason, message: error.message });
          continue;
        }
        if (!next) continue;
        const updated = await tx
          .update(resourceCredentials)
          .set({ keyVersion: next.keyVersion, keyFingerprint: next.keyFingerprint, nonce: next.nonce, ciphertext: next.ciphertext })
          .where(and(eq(resourceCredentials.resourceId, row.resourceId), eq(resourceCredentials.nonce, row.nonce)))
          .returning({ id: resourceCredentials.resourceId });
        if (updated.length) report.resealed += 1;
        else report.changedMeanwhile += 1;
      }
    });
    options.onBatch?.(report);
  }
}
