import { allMessages } from "./messages";
import type { Locale } from "./routing";
import { translatorOf, type KeyOf, type NamespaceOf, type Text, type TextOptions, type TextValues } from "./translate";

type Messages = (typeof allMessages)["en"];
export type TextNamespace = NamespaceOf<Messages>;
export type TextKey<N extends TextNamespace> = KeyOf<Messages, N>;
export type { Text, TextValues };

/**
 * The texts of `namespace` in `locale`, for code that answers outside a React render (API routes,
 * lib, jobs, e-mails): `serverText("ru", "api.cart")("itemNotFound", { id })`. The same
 * messages/<locale> files and ICU syntax as the pages' `getTranslations`, read synchronously.
 */
export function serverText<N extends TextNamespace>(locale: Locale, namespace: N, options?: TextOptions): Text<TextKey<N>> {
  return translatorOf(locale, allMessages[locale] as Messages, namespace, options);
}
