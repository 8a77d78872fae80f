import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/components/i18n/navigation";
import { LoadingState } from "@/components/ui/loading-state";
import { StaffOnlyState } from "@/components/staff/common";
import { PAYMENTS_PATH } from "@/components/staff/paths";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { requirePageCaller } from "@/lib/auth/page";
import { formatMoney } from "@/lib/format";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { staffPaymentsQuery, type StaffPaymentStatus } from "@/lib/payments/schema";
import { staffPayments } from "@/lib/payments/staff";
import { buildMetadata } from "@/lib/seo/metadata";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

const FILTERS: readonly StaffPaymentStatus[] = ["review", "refunding", "refunded"];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "staff.payments" });
  return buildMetadata({ locale, pathname: PAYMENTS_PATH, title: t("title"), description: t("description"), noindex: true });
}

async function PaymentList({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const caller = await requirePageCaller(locale, PAYMENTS_PATH);
  if (!caller.user.isStaff) return <StaffOnlyState />;
  const t = await getTranslations({ locale, namespace: "staff.payments" });
  const parsed = staffPaymentsQuery.safeParse({ status: (await searchParams).status });
  const status = parsed.success ? parsed.data.status : "review";
  const { items } = await staffPayments(caller, locale, status);
  const when = (iso: string | null) => (iso ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)) + " UTC" : "—");
  return (
    <>
      <nav aria-label={t("filters")} className="mb-4 flex flex-wrap gap-2 text-sm">
        {FILTERS.map((f) => (
          <Link
            key={f}
            href={f === "review" ? PAYMENTS_PATH : `${PAYMENTS_PATH}?status=${f}`}
            aria-current={f === status ? "page" : undefined}
            className={`rounded px-2 py-1 underline-offset-2 hover:underline ${f === status ? "bg-brand-50 font-semibold text-brand-800" : "text-brand-700"}`}
          >
            {t(`filter.${f}`)}
          </Link>
        ))}
      </nav>
      <p className="mb-4 text-sm text-slate-700">{t(`explain.${status}`)}</p>
      {items.length === 0 ? (
        <p className="text-sm text-slate-700">{t("empty")}</p>
      ) : (
        <TableContainer label={t(`filter.${status}`)}>
          <Table caption={t(`filter.${status}`)}>
            <thead>
              <tr>
                <Th>{t("order")}</Th>
                <Th>{t("buyer")}</Th>
                <Th className="text-right">{t("amount")}</Th>
                <Th>{t("provider")}</Th>
                <Th>{t("captured")}</Th>
                <Th>{status === "review" ? t("reason") : status === "refunding" ? t("refundJob") : t("refunded")}</Th>
              </tr>
            </thead>
            <tbody>
              {items.map((p) => (
                <tr key={p.uid}>
                  <Td>
                    {p.order.number} ({p.order.status})
                  </Td>
                  <Td>{p.buyer}</Td>
                  <Td className="text-right tabular-nums">{formatMoney(p.amount_cents, p.currency, locale)}</Td>
                  <Td>
                    {p.provider}
                    <span className="block text-xs break-all text-slate-600">{p.provider_payment_id ?? p.session_id ?? ""}</span>
                  </Td>
                  <Td>{when(p.paid_at)}</Td>
                  <Td>
                    {status === "review"
                      ? p.review_reason
                      : status === "refunding"
                        ? t("attempts", { attempts: p.refund_attempts ?? 0, error: p.refund_error ?? "—" })
                        : `${when(p.refunded_at)} · ${p.refund_id ?? ""}`}
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

/** Payments that need staff's eyes: captures held for review, refunds under way, refunds made (staff only). */
export default async function StaffPaymentsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "staff.payments" });
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <Suspense fallback={<LoadingState label={t("loading")} />}>
        <PaymentList locale={locale} searchParams={searchParams} />
      </Suspense>
    </>
  );
}
