import type { Locale } from "@/lib/i18n/routing";
import { serverText, type TextKey } from "@/lib/i18n/server-text";

/** The buying API's own texts (messages api.cart), in the answer language (spec section 8 where it gives them). */
export type CartTextKey = TextKey<"api.cart">;

export function cartText(locale: Locale, key: CartTextKey, params: Record<string, string> = {}): string {
  return serverText(locale, "api.cart")(key, params);
}

/** A label in both languages, for answers that carry every language (like the catalogue's names). */
export function cartLabel(key: CartTextKey): { en: string; ru: string } {
  return { en: cartText("en", key), ru: cartText("ru", key) };
}
