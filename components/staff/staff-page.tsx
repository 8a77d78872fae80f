import { Suspense, type ReactNode } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LoadingState } from "@/components/ui/loading-state";
import { requirePageCaller } from "@/lib/auth/page";
import type { Caller } from "@/lib/auth/caller";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";

export type StaffQuery = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<StaffQuery> };

/** What a section renders once the caller is known; `query()` reads the search params (only pages that filter call it). */
export type StaffSectionArgs = { locale: Locale; caller: Caller; query: () => Promise<StaffQuery> };

/**
 * The route exports of one staff list page: metadata (noindex) from `namespace`'s title and
 * description, the page's heading, and `section` inside a Suspense boundary that first sends a
 * visitor who is not signed in to the sign-in page. The staff API decides who is staff.
 */
export function staffSectionPage({ namespace, path, section }: { namespace: string; path: string; section: (args: StaffSectionArgs) => Promise<ReactNode> | ReactNode }) {
  async function Section({ locale, searchParams }: { locale: Locale; searchParams: Props["searchParams"] }) {
    const caller = await requirePageCaller(locale, path);
    return section({ locale, caller, query: () => searchParams });
  }
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale } = await params;
      if (!isLocale(locale)) notFound();
      const t = await getTranslations({ locale, namespace });
      return buildMetadata({ locale, pathname: path, title: t("title"), description: t("description"), noindex: true });
    },
    async Page({ params, searchParams }: Props) {
      const { locale } = await params;
      if (!isLocale(locale)) notFound();
      setRequestLocale(locale);
      const t = await getTranslations({ locale, namespace });
      return (
        <>
          <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
          <Suspense fallback={<LoadingState label={t("loading")} />}>
            <Section locale={locale} searchParams={searchParams} />
          </Suspense>
        </>
      );
    },
  };
}
