import type { Locale } from "@/lib/i18n/routing";
import { serverText, type TextKey } from "@/lib/i18n/server-text";

/** Texts of file uploads (organisation documents, messages api.files), in the answer language. Spec section 5 gives `unsupported`. */
export type FileTextKey = TextKey<"api.files">;

export function fileText(locale: Locale, key: FileTextKey, params: Record<string, string> = {}): string {
  return serverText(locale, "api.files", { clip: 100 })(key, params);
}
