import type { Locale } from "@/lib/i18n/routing";
import { translatorOf } from "@/lib/i18n/translate";
import en from "@/messages/en/supplier-offer-errors.json";
import ru from "@/messages/ru/supplier-offer-errors.json";
import type { SupplierOfferErrorKey } from "./schema";

/**
 * The texts of the supplier offer schema's validation keys (./schema.ts, `errors.<key>`), so the
 * same schema serves the form and the API. The browser imports this module: it reads only the two
 * small messages/<locale>/supplier-offer-errors.json files, not every message of the site.
 * "This field is required" is the spec's text (section 5).
 */
const messages = { en, ru } satisfies Record<Locale, { supplierOfferErrors: Record<SupplierOfferErrorKey, string> }>;

/** The text of a validation key (`errors.<key>` or a bare key) in `locale`; other texts pass through. */
export function supplierOfferErrorText(locale: Locale, msg: string): string {
  const key = msg.startsWith("errors.") ? msg.slice("errors.".length) : msg;
  const t = translatorOf(locale, messages[locale], "supplierOfferErrors");
  if (t.has(key)) return t(key);
  const english = translatorOf("en", messages.en, "supplierOfferErrors");
  return english.has(key) ? english(key) : msg;
}
