import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { siteUrl } from "@/lib/env";

/**
 * robots.txt: everything may be crawled except the API (media files excepted, they are page images).
 * Read at request time so the sitemap address follows the running server's SITE_URL.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return {
    rules: [{ userAgent: "*", allow: ["/", "/api/media/"], disallow: ["/api/"] }],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
