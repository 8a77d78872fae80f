import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { ApiError } from "./errors";

/**
 * Staff routes (catalogue upkeep until the staff area exists) take `Authorization: Bearer
 * <INTERNAL_API_TOKEN>`. Without a configured token they do not exist (404); a wrong or missing
 * token is a 401, never a 200 with the failure in the body.
 */
export function requireStaffToken(request: NextRequest, messages: { notFound: string; unauthorized: string }): void {
  const expected = env.INTERNAL_API_TOKEN;
  if (!expected) throw new ApiError(404, "not_found", messages.notFound);
  const header = request.headers.get("authorization") ?? "";
  const presented = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new ApiError(401, "unauthorized", messages.unauthorized);
}
