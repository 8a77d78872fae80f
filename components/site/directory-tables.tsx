import { getTranslations } from "next-intl/server";
import { countryName } from "@/lib/format";
import { localeTags, type Locale } from "@/lib/i18n/routing";

/** Plain data shapes (the pages read them through lib/catalogue/directory.ts). */
export type DataCenterItem = { uid: string; name: string; country: string; city: string; tier: number; providerCount: number; offerCount: number };
export type ProviderItem = { uid: string; name: string; country: string; foundedYear: number; website: string; offerCount: number };

const th = "px-3 py-2 text-left font-semibold text-slate-900";
const thNum = "px-3 py-2 text-right font-semibold text-slate-900";
const td = "px-3 py-2 text-slate-800";
const tdNum = "px-3 py-2 text-right tabular-nums text-slate-800";

function NoData({ text }: { text: string }) {
  return <p className="rounded border border-slate-200 bg-white p-6 text-center text-slate-700">{text}</p>;
}

export async function DataCenterTable({ locale, rows }: { locale: Locale; rows: DataCenterItem[] }) {
  const t = await getTranslations({ locale, namespace: "tables" });
  if (!rows.length) return <NoData text={t("noData")} />;
  const nf = new Intl.NumberFormat(localeTags[locale]);
  return (
    <div className="overflow-x-auto rounded border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 py-2 text-left text-slate-700">{t("dataCenters.caption")}</caption>
        <thead className="border-b border-slate-200 bg-slate-100">
          <tr>
            <th scope="col" className={th}>{t("dataCenters.name")}</th>
            <th scope="col" className={th}>{t("dataCenters.country")}</th>
            <th scope="col" className={th}>{t("dataCenters.city")}</th>
            <th scope="col" className={th}>{t("dataCenters.tier")}</th>
            <th scope="col" className={thNum}>{t("dataCenters.providers")}</th>
            <th scope="col" className={thNum}>{t("dataCenters.offers")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.uid} className="border-b border-slate-100 last:border-0">
              <th scope="row" className={`${td} font-medium`}>{r.name}</th>
              <td className={td}>{countryName(r.country, locale)}</td>
              <td className={td}>{r.city}</td>
              <td className={td}>{t("dataCenters.tierValue", { tier: r.tier })}</td>
              <td className={tdNum}>{nf.format(r.providerCount)}</td>
              <td className={tdNum}>{nf.format(r.offerCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
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
  return (
    <div className="overflow-x-auto rounded border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 py-2 text-left text-slate-700">{t("providers.caption")}</caption>
        <thead className="border-b border-slate-200 bg-slate-100">
          <tr>
            <th scope="col" className={th}>{t("providers.name")}</th>
            <th scope="col" className={th}>{t("providers.country")}</th>
            <th scope="col" className={thNum}>{t("providers.founded")}</th>
            <th scope="col" className={thNum}>{t("providers.offers")}</th>
            <th scope="col" className={th}>{t("providers.website")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.uid} className="border-b border-slate-100 last:border-0">
              <th scope="row" className={`${td} font-medium`}>{r.name}</th>
              <td className={td}>{countryName(r.country, locale)}</td>
              <td className={tdNum}>{r.foundedYear}</td>
              <td className={tdNum}>{nf.format(r.offerCount)}</td>
              <td className={td}>
                <a href={r.website} rel="noopener nofollow" className="text-brand-700 underline-offset-2 hover:underline">
                  {websiteHost(r.website)}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Placeholder while a table streams in. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="rounded border border-slate-200 bg-white p-6 text-slate-700">
      {label}
    </div>
  );
}
