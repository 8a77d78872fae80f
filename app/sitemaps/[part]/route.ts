import { connection } from "next/server";
import { getSitemapPart, parseSitemapPart, renderUrlSet } from "@/lib/seo/sitemap";

/** One part of the sitemap: /sitemaps/{n}.xml, at most 20,000 pages × 2 languages. */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  await connection();
  const part = parseSitemapPart((await params).part);
  if (part === null) return notFound();
  try {
    const pages = await getSitemapPart(part);
    if (!pages) return notFound();
    return new Response(renderUrlSet(pages), {
      headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
    });
  } catch (error) {
    console.error("sitemap part failed:", error instanceof Error ? error.message : error);
    return new Response("Service unavailable", { status: 503, headers: { "retry-after": "60", "cache-control": "no-store" } });
  }
}

function notFound() {
  return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}
