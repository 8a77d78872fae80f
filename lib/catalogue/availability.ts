import "server-only";
import { sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import { tags } from "@/lib/cache/tags";
import { localizedPath, type Locale } from "@/lib/i18n/routing";
import { SERVER_NOT_AVAILABLE_PATH } from "./constants";

export { SERVER_NOT_AVAILABLE_PATH };

/** A failed probe is re-checked after 10 s; stale/expire stay at 5 minutes, below which a cached
 * page render would treat the read as dynamic (and fail) instead of caching the redirect. */
const UNREACHABLE_LIFE = { stale: 300, revalidate: 10, expire: 300 };

/**
 * Whether the catalogue database answers. An error thrown inside a "use cache" function fails a
 * cached page render with a 500 even when the page catches it, so reads are preceded by this probe,
 * which never throws.
 */
export async function isCatalogueReachable(): Promise<boolean> {
  "use cache";
  cacheTag(tags.catalogue);
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    cacheLife("catalogue");
    return true;
  } catch {
    cacheLife(UNREACHABLE_LIFE);
    return false;
  }
}

/**
 * Runs a catalogue read for a page. An unreachable database, a failed read, or an empty catalogue
 * when `isEmpty` says so, sends the visitor to the server-not-available page instead of a 500.
 */
export async function readCatalogue<T>(locale: Locale, read: () => Promise<T>, isEmpty?: (value: T) => boolean): Promise<T> {
  const unavailable = localizedPath(locale, SERVER_NOT_AVAILABLE_PATH);
  if (!(await isCatalogueReachable())) redirect(unavailable);
  let value: T;
  try {
    value = await read();
  } catch (error) {
    console.error("catalogue read failed:", error instanceof Error ? error.message : error);
    redirect(unavailable);
  }
  if (isEmpty?.(value)) redirect(unavailable);
  return value;
}
