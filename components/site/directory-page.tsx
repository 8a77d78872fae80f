import { Suspense, type ReactNode } from "react";
import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { DataCenterTable, ProviderTable, TableSkeleton } from "@/components/site/directory-tables";
import { TablePager } from "@/components/site/table-pager";
import { readCatalogue } from "@/lib/catalogue/availability";
import {
  DEFAULT_DIRECTORY_PAGE_SIZE,
  DIRECTORY_PAGE_SIZES,
  listDataCenters,
  listProviders,
  parseDirectoryPage,
  type DirectoryPageInput,
} from "@/lib/catalogue/directory";
import type { Page } from "@/lib/catalogue/schema";
import { paths } from "@/lib/catalogue/paths";
import { buildMetadata } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/routing";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The two directory tables (spec section 2: /data-center and /provider): path, messages and rows. */
const directories = {
  dataCenters: {
    path: paths.dataCenters(),
    rows: async (locale: Locale, input: DirectoryPageInput) => {
      const page = await readPage(locale, input, listDataCenters);
      return { page, table: <DataCenterTable locale={locale} rows={page.items} /> };
    },
  },
  providers: {
    path: paths.providers(),
    rows: async (locale: Locale, input: DirectoryPageInput) => {
      const page = await readPage(locale, input, listProviders);
      return { page, table: <ProviderTable locale={locale} rows={page.items} /> };
    },
  },
} satisfies Record<string, { path: string; rows: (locale: Locale, input: DirectoryPageInput) => Promise<{ page: Page<unknown>; table: ReactNode }> }>;

export type DirectoryKind = keyof typeof directories;

/** A page number past the end shows the last page rather than an empty table. */
async function readPage<T>(locale: Locale, input: DirectoryPageInput, list: (input: DirectoryPageInput) => Promise<Page<T>>) {
  const result = await readCatalogue(locale, () => list(input));
  return !result.items.length && result.total > 0 ? list({ ...input, page: result.pages }) : result;
}

export async function directoryMetadata(locale: Locale, kind: DirectoryKind): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "tables" });
  return buildMetadata({ locale, pathname: directories[kind].path, title: t(`${kind}.title`), description: t(`${kind}.description`) });
}

/** Reads the catalogue at request time (the build has none); the getters themselves are cached. */
async function DirectoryRows({ locale, kind, searchParams }: { locale: Locale; kind: DirectoryKind; searchParams: SearchParams }) {
  await connection();
  const { page, table } = await directories[kind].rows(locale, parseDirectoryPage(await searchParams));
  return (
    <>
      {table}
      <TablePager
        locale={locale}
        basePath={directories[kind].path}
        page={page.page}
        size={page.size}
        total={page.total}
        sizes={DIRECTORY_PAGE_SIZES}
        defaultSize={DEFAULT_DIRECTORY_PAGE_SIZE}
      />
    </>
  );
}

export async function DirectoryPage({ locale, kind, searchParams }: { locale: Locale; kind: DirectoryKind; searchParams: SearchParams }) {
  const t = await getTranslations({ locale, namespace: "tables" });
  return (
    <>
      <Breadcrumbs locale={locale} crumbs={[{ name: t(`${kind}.title`), path: directories[kind].path }]} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t(`${kind}.title`)}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-700">{t(`${kind}.intro`)}</p>
      <Suspense fallback={<TableSkeleton label={t("loading")} />}>
        <DirectoryRows locale={locale} kind={kind} searchParams={searchParams} />
      </Suspense>
    </>
  );
}
