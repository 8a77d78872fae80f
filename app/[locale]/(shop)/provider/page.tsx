import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { ProviderTable, TableSkeleton } from "@/components/site/directory-tables";
import { TablePager } from "@/components/site/table-pager";
import { readCatalogue } from "@/lib/catalogue/availability";
import { DEFAULT_DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZES, listProviders, parseDirectoryPage } from "@/lib/catalogue/directory";
import { paths } from "@/lib/catalogue/paths";
import { buildMetadata } from "@/lib/seo/metadata";
import { isLocale, type Locale } from "@/lib/i18n/routing";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: Locale }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "tables" });
  return buildMetadata({ locale, pathname: paths.providers(), title: t("providers.title"), description: t("providers.description") });
}

/** Reads the catalogue at request time (the build has none); the getter itself is cached. */
async function Providers({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  await connection();
  const input = parseDirectoryPage(await searchParams);
  let result = await readCatalogue(locale, () => listProviders(input));
  if (!result.items.length && result.total > 0) result = await listProviders({ ...input, page: result.pages });
  return (
    <>
      <ProviderTable locale={locale} rows={result.items} />
      <TablePager
        locale={locale}
        basePath={paths.providers()}
        page={result.page}
        size={result.size}
        total={result.total}
        sizes={DIRECTORY_PAGE_SIZES}
        defaultSize={DEFAULT_DIRECTORY_PAGE_SIZE}
      />
    </>
  );
}

export default async function ProvidersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "tables" });
  return (
    <>
      <Breadcrumbs locale={locale} crumbs={[{ name: t("providers.title"), path: paths.providers() }]} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("providers.title")}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-700">{t("providers.intro")}</p>
      <Suspense fallback={<TableSkeleton label={t("loading")} />}>
        <Providers locale={locale} searchParams={searchParams} />
      </Suspense>
    </>
  );
}
