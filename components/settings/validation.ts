import { VALIDATION } from "@/lib/auth/schema";

/** The spec section 5 texts the shared schemas use, keyed by their message key in settings.validation. */
const KEYS: Record<string, "email" | "required" | "code"> = {
  [VALIDATION.email]: "email",
  [VALIDATION.required]: "required",
  "The code is 6 digits": "code",
};

/**
 * The translation key of a schema message (the shared zod schemas carry the spec's English texts),
 * so a form shows it in the page's language; any other message becomes "invalid".
 */
export function validationKey(message: string | undefined | null): "email" | "required" | "code" | "invalid" | null {
  if (!message) return null;
  return KEYS[message] ?? "invalid";
}
