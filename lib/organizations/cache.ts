import "server-only";
import { tags } from "@/lib/cache/tags";
import { expireTags } from "@/lib/cache/expire";

/**
 * An organisation's public face changed: its provider page and the providers directory show it at
 * once; with `offers`, everything the catalogue shows (blocking and unblocking suspend or restore
 * all its offers: listings, offer pages, the sitemap and the API).
 */
export function expireOrganizationPages(slug: string, offers = false): void {
  expireTags([tags.provider(slug), tags.providers, ...(offers ? [tags.catalogue] : [])], "organizations");
}
