import { createHash, timingSafeEqual } from "node:crypto";
import { revalidatePath } from "next/cache";
import { STARTUP_REVALIDATE_HEADER } from "@/lib/cache/startup-revalidate";
import { env } from "@/lib/env";

let done = false;

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Called once by scripts/serve.ts right after this Next.js process is up, before the front takes
 * visitors (ADR 0001, addendum): `next build` prerendered the fixed pages and the shells of the
 * others with the origin of the build process, so every cached page is expired here and renders
 * again, with this process's public origin, on its first request (then it is cached as before).
 * Expiring by tag, rather than rewriting entries, also covers a build-time entry read back from
 * disk after the in-memory cache dropped it. Without the per-start secret, or a second time, it
 * does not exist (404).
 */
export async function POST(request: Request): Promise<Response> {
  const secret = env.STARTUP_REVALIDATE_SECRET;
  const given = request.headers.get(STARTUP_REVALIDATE_HEADER) ?? "";
  if (done || !secret || !timingSafeEqual(digest(given), digest(secret))) {
    return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  done = true;
  revalidatePath("/", "layout");
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
