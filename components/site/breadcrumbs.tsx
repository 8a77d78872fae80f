import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/navigation";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { localizedPath, type Locale } from "@/lib/i18n/routing";

/** A crumb with an unprefixed app path; the last one is the current page. */
export type SiteCrumb = { name: string; path: string };

/** Visible breadcrumbs plus their BreadcrumbList JSON-LD, starting at the home page. */
export async function Breadcrumbs({ locale, crumbs }: { locale: Locale; crumbs: SiteCrumb[] }) {
  const t = await getTranslations({ locale, namespace: "nav" });
  const all = [{ name: t("home"), path: "/" }, ...crumbs];
  return (
    <>
      <nav aria-label={t("breadcrumbs")} className="mb-4 text-sm text-slate-700">
        <ol className="flex flex-wrap items-center gap-1">
          {all.map((c, i) => {
            const last = i === all.length - 1;
            return (
              <li key={c.path} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="font-medium text-slate-900">
                    {c.name}
                  </span>
                ) : (
                  <>
                    <Link href={c.path} className="text-brand-700 underline-offset-2 hover:underline">
                      {c.name}
                    </Link>
                    <span aria-hidden="true">/</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLdScript data={breadcrumbJsonLd(all.map((c) => ({ name: c.name, path: localizedPath(locale, c.path) })))} />
    </>
  );
}
