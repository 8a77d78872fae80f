"use client";

import { useLocale } from "next-intl";
import { localeTags, type Locale } from "@/lib/i18n/routing";
import { useMounted } from "./use-mounted";

const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

export function formatDateTime(iso: string, localeTag: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeTag, { ...options, timeZone }).format(new Date(iso));
}

/**
 * A date and time on the visitor's clock. The server (and hydration) render it in UTC with the zone
 * named, so the markup matches; the browser then shows its own time zone.
 */
export function LocalTime({ iso }: { iso: string }) {
  const locale = useLocale() as Locale;
  const mounted = useMounted();
  const text = mounted ? formatDateTime(iso, localeTags[locale]) : `${formatDateTime(iso, localeTags[locale], "UTC")} UTC`;
  return <time dateTime={iso}>{text}</time>;
}
