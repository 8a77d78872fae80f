import { getTranslations } from "next-intl/server";
import { paths } from "@/lib/catalogue/paths";
import { SEARCH_MAX_LENGTH } from "@/lib/catalogue/search";
import { localizedPath, type Locale } from "@/lib/i18n/routing";

/** A plain GET form to /search (works without JavaScript; the WebSite SearchAction target). */
export async function SearchForm({ locale, defaultValue = "", id = "site-search", size = "md" }: { locale: Locale; defaultValue?: string; id?: string; size?: "md" | "lg" }) {
  const t = await getTranslations({ locale, namespace: "search" });
  const big = size === "lg";
  return (
    <form role="search" action={localizedPath(locale, paths.search())} method="get" className="flex w-full max-w-2xl flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t("label")}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t("placeholder")}
          autoComplete="off"
          className={`w-full rounded border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none ${big ? "py-3 text-lg" : "py-2"}`}
        />
      </div>
      <button
        type="submit"
        className={`rounded bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none ${big ? "py-3 text-lg" : "py-2"}`}
      >
        {t("submit")}
      </button>
    </form>
  );
}
