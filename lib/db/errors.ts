/** True when `error` (or what it wraps: drizzle wraps driver errors) is PostgreSQL's unique violation (23505): a concurrent write won. */
export function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as { code?: unknown; cause?: unknown };
  return e.code === "23505" || isUniqueViolation(e.cause, depth + 1);
}
