"use client";

import { useMemo, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/i18n/navigation";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { formatMoney } from "@/lib/format";
import { localeTags, type Locale } from "@/lib/i18n/routing";
import { formatVatRate } from "@/lib/orders/vat";

/** Formatters in the page's language: money from cents, dates on the visitor's clock, VAT rates. */
export function useBuyingFormat() {
  const locale = useLocale() as Locale;
  return useMemo(() => {
    const tag = localeTags[locale];
    const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium" });
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
    const valid = (iso: string | null | undefined): iso is string => Boolean(iso) && Number.isFinite(Date.parse(iso as string));
    return {
      locale,
      money: (cents: number, currency: string) => formatMoney(cents, currency || "EUR", locale),
      date: (iso: string | null | undefined) => (valid(iso) ? date.format(new Date(iso)) : "—"),
      dateTime: (iso: string | null | undefined) => (valid(iso) ? dateTime.format(new Date(iso)) : "—"),
      period: (start: string | null | undefined, end: string | null | undefined) =>
        valid(start) && valid(end) ? `${date.format(new Date(start))} – ${date.format(new Date(end))}` : "—",
      rate: (bp: number) => (Number.isSafeInteger(bp) && bp >= 0 ? formatVatRate(bp, locale) : "—"),
    };
  }, [locale]);
}

/** A date (or date and time) as a `<time>` element; a dash when there is none. */
export function When({ iso, withTime = false }: { iso: string | null | undefined; withTime?: boolean }) {
  const f = useBuyingFormat();
  if (!iso) return <>—</>;
  return <time dateTime={iso}>{withTime ? f.dateTime(iso) : f.date(iso)}</time>;
}

export type StatusKind = "order" | "payment" | "invoice" | "resource";

const tones: Record<StatusKind, Record<string, BadgeTone>> = {
  order: { draft: "neutral", awaiting_payment: "warning", paid: "success", cancelled: "neutral", refunded: "info" },
  payment: { created: "warning", pending: "warning", paid: "success", failed: "danger", expired: "neutral", cancelled: "neutral", review: "warning", refunding: "info", refunded: "info" },
  invoice: { issued: "warning", paid: "success", void: "neutral" },
  resource: {
    waiting: "warning",
    requested: "info",
    processing: "info",
    delivered: "success",
    failed: "danger",
    suspended: "warning",
    deleted: "neutral",
    archived: "neutral",
  },
};

/** A status as a translated chip; a status the interface does not know yet shows as the API wrote it. */
export function StatusChip({ kind, status }: { kind: StatusKind; status: string }) {
  const t = useTranslations("buying.status");
  const key = `${kind}.${status}`;
  return <Badge tone={tones[kind][status] ?? "neutral"}>{t.has(key) ? t(key) : status}</Badge>;
}

/** The billing period of an offer or line ("hour", "month") in the page's language. */
export function usePeriodLabel() {
  const t = useTranslations("buying.period");
  return (period: string) => (t.has(period) ? t(period) : period);
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {[0, 1].map((i) => (
        <div key={i} aria-hidden="true" className="h-20 animate-pulse rounded-lg border border-slate-200 bg-slate-50" />
      ))}
    </div>
  );
}

/** What an unknown (or another buyer's) id shows: the API answers both with 404. */
export function NotFoundState({
  title,
  text,
  backHref,
  backLabel,
  level = "h2",
}: {
  title: string;
  text: string;
  backHref: string;
  backLabel: string;
  /** h1 when it stands for the whole page. */
  level?: "h1" | "h2";
}) {
  const Heading = level;
  return (
    <section aria-labelledby="not-found-title" className="rounded-lg border border-slate-200 bg-white p-6 text-center">
      <Heading id="not-found-title" className="text-xl font-semibold text-slate-900">
        {title}
      </Heading>
      <p className="mt-2 text-slate-700">{text}</p>
      <Link href={backHref} className={`${buttonClass("secondary")} mt-4`}>
        {backLabel}
      </Link>
    </section>
  );
}

/** A titled block of a detail page. */
export function Panel({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Term–value pairs in two columns. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
