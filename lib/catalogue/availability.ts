import "server-only";
import { redirect } from "next/navigation";
import { localizedPath, type Locale } from "@/lib/i18n/routing";

import { SERVER_NOT_AVAILABLE_PATH } from "./constants";

export { SERVER_NOT_AVAILABLE_PATH };

/**
 * Runs a catalogue read for a page. A database failure, or an empty catalogue when `isEmpty` says
 * so, sends the visitor to the server-not-available page instead of a 500.
 */
export async function readCatalogue<T>(locale: Locale, read: () => Promise<T>, isEmpty?: (value: T) => boolean): Promise<T> {
  let value: T;
  try {
    value = await read();
  } catch (error) {
    console.error("catalogue read failed:", error instanceof Error ? error.message : error);
    redirect(localizedPath(locale, SERVER_NOT_AVAILABLE_PATH));
  }
  if (isEmpty?.(value)) redirect(localizedPath(locale, SERVER_NOT_AVAILABLE_PATH));
  return value;
}
