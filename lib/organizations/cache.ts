import "server-only";
import { revalidateTag } from "next/cache";
import { tags } from "@/lib/cache/tags";

/**
 * An organisation's public face changed: its provider page and the providers directory show it at
 * once; with `offers`, everything the catalogue shows (blocking and unblocking suspend or restore
 * all its offers: listings, offer pages, the sitemap and the API).
 */
export function expireOrganizationPages(slug: string, offers = false): void {
  try {
    revalidateTag(tags.provider(slug), { expire: 0 });
    revalidateTag(tags.providers, { expire: 0 });
    if (offers) revalidateTag(tags.catalogue, { expire: 0 });
  } catch (error) {
    // Outside a request (scripts, tests) there is no cache to expire.
    if (!(error instanceof Error && /static generation store missing|outside a request/i.test(error.message))) console.error("[organizations] cache expiry failed:", error);
  }
}
