import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/navigation";
import { SearchForm } from "@/components/site/search-form";
import { formatTitle } from "@/lib/seo/metadata";
import { isLocale, routing } from "@/lib/i18n/routing";

/**
 * The translated 404 (unknown paths through app/[locale]/[...rest], and every notFound()). Next adds
 * <meta name="robots" content="noindex"> and the 404 status itself. Next 16.3+ (16.4.6 too) sends a
 * notFound() thrown by a page as an empty error shell whose UI is drawn from the flight data in the
 * browser (vercel/next.js#62228, #95613): the front (lib/http/front-server.ts) answers such a 404
 * with app/[locale]/not-found-view instead, this same component rendered as a page, status kept, so
 * it reads without JavaScript.
 */
export default async function NotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: "notFound" });
  const nav = await getTranslations({ locale, namespace: "nav" });
  const links = [
    { href: "/data-center", label: nav("dataCenters") },
    { href: "/provider", label: nav("providers") },
    { href: "/articles", label: nav("articles") },
  ];
  return (
    <div className="mx-auto max-w-2xl py-12">
      <title>{formatTitle(t("title"))}</title>
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t("title")}</h1>
      <p className="mt-3 text-slate-700">{t("text")}</p>
      <p className="mt-6">
        <Link
          href="/"
          className="inline-flex rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {t("backHome")}
        </Link>
      </p>
      <div className="mt-8">
        <SearchForm locale={locale} id="not-found-search" />
      </div>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">{t("suggestions")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className="text-brand-700 underline-offset-2 hover:underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
