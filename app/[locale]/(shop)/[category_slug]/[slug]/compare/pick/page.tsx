import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getProduct, listCategories } from "@/lib/catalogue/queries";
import { readCatalogue } from "@/lib/catalogue/availability";
import { comparePickPath, MIN_COMPARE } from "@/lib/catalogue/compare";
import { paths } from "@/lib/catalogue/paths";
import { isCatalogueSlug, PLACEHOLDER_PARAM } from "@/lib/catalogue/route-params";
import { isLocale, localizedPath } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { buttonClass } from "@/components/ui/button";

type Params = { locale: string; category_slug: string; slug: string };

/** One placeholder (a 404 at build): rendered on first request and cached whole (params only). */
export function generateStaticParams() {
  return [{ category_slug: PLACEHOLDER_PARAM, slug: PLACEHOLDER_PARAM }];
}

const loadProduct = cache(async (locale: string, categorySlug: string, productSlug: string) => {
  if (!isLocale(locale) || !isCatalogueSlug(categorySlug) || !isCatalogueSlug(productSlug)) notFound();
  await readCatalogue(locale, () => listCategories(), (cats) => cats.length === 0);
  const found = await getProduct(categorySlug, productSlug);
  if (!found) notFound();
  return { locale, ...found };
});

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const p = await params;
  const { locale, category, product } = await loadProduct(p.locale, p.category_slug, p.slug);
  const t = await getTranslations({ locale, namespace: "compare" });
  const meta = buildMetadata({
    locale,
    pathname: comparePickPath(category.slug, product.slug),
    title: t("pickTitle"),
    description: t("pickText", { product: product.name[locale], min: MIN_COMPARE }),
  });
  return { ...meta, robots: { index: false, follow: true } };
}

/**
 * Where "Compare selected" leads when fewer than two offers were ticked (the form works without
 * JavaScript; with it, the listing says so before sending). Explains what to do and links back.
 */
export default async function ComparePickPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const { locale, category, product } = await loadProduct(p.locale, p.category_slug, p.slug);
  setRequestLocale(locale);
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: "compare" }),
    getTranslations({ locale, namespace: "catalogue" }),
  ]);
  const lp = (path: string) => localizedPath(locale, path);
  const listingPath = lp(paths.listing(category.slug, product.slug));
  const crumbs = [
    { name: c("home"), href: lp(paths.home()) },
    { name: category.name[locale], href: lp(paths.category(category.slug)) },
    { name: product.name[locale], href: listingPath },
    { name: t("pickTitle"), href: lp(comparePickPath(category.slug, product.slug)) },
  ];
  return (
    <>
      <Breadcrumbs items={crumbs} label={c("breadcrumbs")} />
      <h1 className="text-3xl font-bold text-slate-900">{t("pickTitle")}</h1>
      <p role="status" className="mt-3 max-w-2xl text-slate-800">
        {t("pickText", { product: product.name[locale], min: MIN_COMPARE })}
      </p>
      <p className="mt-6">
        <Link href={listingPath} className={buttonClass("primary")}>
          {t("backToListing", { product: product.name[locale] })}
        </Link>
      </p>
    </>
  );
}
