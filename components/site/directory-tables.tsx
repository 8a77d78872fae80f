import { dataCenterName, placeName } from "@/lib/catalogue/vocabulary";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/navigation";
import { paths } from "@/lib/catalogue/paths";
import { countryName } from "@/lib/format";
import { localeTags, type Locale } from "@/lib/i18n/routing";

/** Plain data shapes (the pages read them through lib/catalogue/directory.ts). */
export type DataCenterItem = { uid: string; name: string; country: string; city: string; tier: number; providerCount: number; offerCount: number };
export type ProviderItem = { uid: string; slug: string; name: string; country: string; foundedYear: number | null; website: string; offerCount: number };

const th = "px-3 py-2 text-left font-semibold text-slate-900";
const thNum = "px-3 py-2 text-right font-semibold text-slate-900";
const td = "px-3 py-2 text-slate-800";
const tdNum = "px-3 py-2 text-right tabular-nums text-slate-800";

function NoData({ text }: { text: string }) {
  return <p className="rounded border border-slate-200 bg-white p-6 text-center text-slate-700">{text}</p>;
}

type Column<Row> = { header: string; numeric?: boolean; cell: (row: Row) => ReactNode };

/** One directory table: caption, header row and one row per item (the first column heads its row). */
function DirectoryTable<Row extends { uid: string }>({ caption, columns, rows }: { caption: string; columns: Column<Row>[]; rows: Row[] }) {
  return (
    <div className="overflow-x-auto rounded border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 py-2 text-left text-slate-700">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-100">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.numeric ? thNum : th}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.uid} className="border-b border-slate-100 last:border-0">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.header} scope="row" className={`${td} font-medium`}>
                    {c.cell(r)}
                  </th>
                ) : (
                  <td key={c.header} className={c.numeric ? tdNum : td}>
                    {c.cell(r)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export async function DataCenterTable({ locale, rows }: { locale: Locale; rows: DataCenterItem[] }) {
  const t = await getTranslations({ locale, namespace: "tables" });
  if (!rows.length) return <NoData text={t("noData")} />;
  const nf = new Intl.NumberFormat(localeTags[locale]);
  const columns: Column<DataCenterItem>[] = [
    { header: t("dataCenters.name"), cell: (r) => dataCenterName(r.name, locale) },
    { header: t("dataCenters.country"), cell: (r) => countryName(r.country, locale) },
    { header: t("dataCenters.city"), cell: (r) => placeName(r.city, locale) },
    { header: t("dataCenters.tier"), cell: (r) => t("dataCenters.tierValue", { tier: r.tier }) },
    { header: t("dataCenters.providers"), numeric: true, cell: (r) => nf.format(r.providerCount) },
    { header: t("dataCenters.offers"), numeric: true, cell: (r) => nf.format(r.offerCount) },
  ];
  return <DirectoryTable caption={t("dataCenters.caption")} columns={columns} rows={rows} />;
}

function websiteHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export async function ProviderTable({ locale, rows }: { locale: Locale; rows: ProviderItem[] }) {
  const t = await getTranslations({ locale, namespace: "tables" });
  if (!rows.length) return <NoData text={t("noData")} />;
  const nf = new Intl.NumberFormat(localeTags[locale]);
  const columns: Column<ProviderItem>[] = [
    {
      header: t("providers.name"),
      cell: (r) => (
        <Link href={paths.provider(r.slug)} className="text-brand-700 underline-offset-2 hover:underline">
          {r.name}
        </Link>
      ),
    },
    { header: t("providers.country"), cell: (r) => countryName(r.country, locale) },
    { header: t("providers.founded"), numeric: true, cell: (r) => r.foundedYear ?? "—" },
    { header: t("providers.offers"), numeric: true, cell: (r) => nf.format(r.offerCount) },
    {
      header: t("providers.website"),
      cell: (r) => (
        <a href={r.website} rel="noopener nofollow" className="text-brand-700 underline-offset-2 hover:underline">
          {websiteHost(r.website)}
        </a>
      ),
    },
  ];
  return <DirectoryTable caption={t("providers.caption")} columns={columns} rows={rows} />;
}

/** Placeholder while a table streams in. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="rounded border border-slate-200 bg-white p-6 text-slate-700">
      {label}
    </div>
  );
}
