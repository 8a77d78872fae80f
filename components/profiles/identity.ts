/** True when a failed answer says the session must confirm the user's identity first (docs/accounts-api.md). */
export function isIdentityRequired(status: number, body: unknown): boolean {
  const detail = (body as { detail?: unknown } | null)?.detail;
  return status === 403 && typeof detail === "object" && detail !== null && (detail as { code?: unknown }).code === "identity_confirmation_required";
}
