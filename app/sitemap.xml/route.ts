import { connection } from "next/server";
import { getSitemapPartCount, renderSitemapIndex } from "@/lib/seo/sitemap";

/** Sitemap index (request time: the build has no catalogue). Parts live at /sitemaps/{n}.xml. */
export async function GET() {
  await connection();
  try {
    const parts = await getSitemapPartCount();
    return xml(renderSitemapIndex(parts));
  } catch (error) {
    console.error("sitemap index failed:", error instanceof Error ? error.message : error);
    return new Response("Service unavailable", { status: 503, headers: { "retry-after": "60", "cache-control": "no-store" } });
  }
}

function xml(body: string) {
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
