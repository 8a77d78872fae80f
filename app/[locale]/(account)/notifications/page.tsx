import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NotificationsList } from "@/components/notifications/notifications-list";
import { AccountIntlProvider } from "@/components/settings/account-intl-provider";
import { settingsPaths } from "@/components/settings/paths";
import { DEFAULT_TABLE_ROWS, isTableRows, TABLE_ROW_OPTIONS } from "@/components/settings/preferences";
import { SettingsSkeleton } from "@/components/settings/settings-skeleton";
import { TablePager } from "@/components/site/table-pager";
import { requirePageCaller } from "@/lib/auth/page";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { listNotifications } from "@/lib/notifications/actions";
import { buildMetadata } from "@/lib/seo/metadata";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "notificationsPage" });
  return buildMetadata({ locale, pathname: settingsPaths.notifications, title: t("title"), description: t("description"), noindex: true });
}

function positiveInt(value: string | string[] | undefined): number | null {
  const n = typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return n >= 1 ? n : null;
}

async function Notifications({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const caller = await requirePageCaller(locale, settingsPaths.notifications);
  const query = await searchParams;
  // Rows per page: the link's ?size=, else the user's saved preference (settings), else 10.
  const saved = caller.user.preferences.tableRows;
  const defaultSize = isTableRows(saved) ? saved : DEFAULT_TABLE_ROWS;
  const requested = positiveInt(query.size);
  const size = isTableRows(requested) ? requested : defaultSize;
  let data = await listNotifications(caller.user.id, locale, positiveInt(query.page) ?? 1, size);
  // A page past the end (fewer notifications than when the link was made) shows the last one.
  if (data.page > data.pages) data = await listNotifications(caller.user.id, locale, data.pages, size);
  return (
    <>
      <NotificationsList locale={locale} items={data.items} unread={data.unread} />
      <TablePager locale={locale} basePath={settingsPaths.notifications} page={data.page} size={size} total={data.total} sizes={TABLE_ROW_OPTIONS} defaultSize={defaultSize} />
    </>
  );
}

/** Every notification of the signed-in user, newest first, paginated (spec section 9). */
export default async function NotificationsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "notificationsPage" });
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <AccountIntlProvider locale={locale} namespaces={["notificationsPage"]}>
        <Suspense fallback={<SettingsSkeleton label={t("loading")} />}>
          <Notifications locale={locale} searchParams={searchParams} />
        </Suspense>
      </AccountIntlProvider>
    </div>
  );
}
