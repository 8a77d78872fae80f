import { getTranslations } from "next-intl/server";
import { Breadcrumbs as Trail } from "@/components/ui/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { localizedPath, type Locale } from "@/lib/i18n/routing";

/** A crumb with an unprefixed app path; the last one is the current page. */
export type SiteCrumb = { name: string; path: string };

/** Visible breadcrumbs plus their BreadcrumbList JSON-LD, starting at the home page. */
export async function Breadcrumbs({ locale, crumbs }: { locale: Locale; crumbs: SiteCrumb[] }) {
  const t = await getTranslations({ locale, namespace: "nav" });
  const items = [{ name: t("home"), path: "/" }, ...crumbs].map((c) => ({ name: c.name, href: localizedPath(locale, c.path) }));
  return (
    <>
      <Trail items={items} label={t("breadcrumbs")} />
      <JsonLdScript data={breadcrumbJsonLd(items.map((i) => ({ name: i.name, path: i.href })))} />
    </>
  );
}
