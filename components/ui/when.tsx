"use client";

import { useMemo } from "react";
import { useLocale } from "next-intl";
import { localeTags, type Locale } from "@/lib/i18n/routing";

const valid = (iso: string | null | undefined): iso is string => Boolean(iso) && Number.isFinite(Date.parse(iso as string));

/**
 * Dates in the page's language, on the visitor's clock (the islands render in the browser): a date,
 * a date and time, a period between two dates; a dash when there is none.
 */
export function useDateFormat() {
  const locale = useLocale() as Locale;
  return useMemo(() => {
    const tag = localeTags[locale];
    const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium" });
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
    return {
      date: (iso: string | null | undefined) => (valid(iso) ? date.format(new Date(iso)) : "—"),
      dateTime: (iso: string | null | undefined) => (valid(iso) ? dateTime.format(new Date(iso)) : "—"),
      period: (start: string | null | undefined, end: string | null | undefined) =>
        valid(start) && valid(end) ? `${date.format(new Date(start))} – ${date.format(new Date(end))}` : "—",
    };
  }, [locale]);
}

/** A date (or date and time) as a `<time>` element; a dash when there is none. */
export function When({ iso, withTime = false }: { iso: string | null | undefined; withTime?: boolean }) {
  const f = useDateFormat();
  if (!iso) return <>—</>;
  return <time dateTime={iso}>{withTime ? f.dateTime(iso) : f.date(iso)}</time>;
}
