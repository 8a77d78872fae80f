import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { providerIdOf } from "./provider-id";

const SESSION = /^demo_cs_[a-f0-9]{32}$/;

/**
 * Whether the demo provider's hosted page `/pay/demo/<session>` exists, asked by proxy.ts before the
 * page renders: a page whose shell has been streamed can no longer answer 404. No, while another
 * provider is configured or for a malformed id; otherwise the session's own API answers (the same
 * check as the page's data, through the app's internal origin, as lib/auth/guard.ts refreshes
 * tokens). When that call fails the page is let through: it checks again and shows its 404 view.
 */
export async function demoPageExists(request: NextRequest, session: string | undefined): Promise<boolean> {
  if (providerIdOf(env) !== "demo" || !session || !SESSION.test(session)) return false;
  const origin = process.env.INTERNAL_ORIGIN ?? request.nextUrl.origin;
  try {
    const answer = await fetch(`${origin}/api/payments/demo/${session}`, { headers: { accept: "application/json" }, cache: "no-store" });
    // Read, not cancelled: Next's fetch may hand out one branch of a teed body, whose cancel() waits for the other.
    await answer.arrayBuffer();
    return answer.status !== 404;
  } catch {
    return true;
  }
}
