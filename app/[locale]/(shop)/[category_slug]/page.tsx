import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { listCategories } from "@/lib/catalogue/queries";
import { getProductFloors, headlinePrice } from "@/lib/catalogue/product-details";
import { readCatalogue } from "@/lib/catalogue/availability";
import { paths } from "@/lib/catalogue/paths";
import { HOURS_PER_MONTH } from "@/lib/catalogue/pricing";
import { isCatalogueSlug, PLACEHOLDER_PARAM } from "@/lib/catalogue/route-params";
import { isLocale, localizedPath, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd, itemListJsonLd } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { ProductCard } from "@/components/catalogue/product-card";
import { priceLabel } from "@/components/catalogue/labels";

type Params = { locale: string; category_slug: string };

/** One placeholder (a 404 at build): real categories are rendered on first request and cached. */
export function generateStaticParams() {
  return [{ category_slug: PLACEHOLDER_PARAM }];
}

/** Media sizes the seed and the supplier upload produce for the 4:3 card image. */
const CARD_IMAGE = { width: 800, height: 600 };

async function loadCategory(params: Promise<Params>) {
  const { locale, category_slug: slug } = await params;
  if (!isLocale(locale) || !isCatalogueSlug(slug)) notFound();
  const categories = await readCatalogue(locale, () => listCategories(), (cats) => cats.length === 0);
  const category = categories.find((c) => c.slug === slug);
  if (!category) notFound();
  const floors = await getProductFloors(slug);
  return { locale: locale as Locale, category, products: category.products.filter((p) => p.isActive), floors };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, category, products, floors } = await loadCategory(params);
  const image = products.map((p) => floors[p.slug]?.imageSocial).find(Boolean);
  return buildMetadata({
    locale,
    pathname: paths.category(category.slug),
    title: category.name[locale],
    description: category.description[locale],
    image: image ? paths.media(image) : null,
  });
}

export default async function CategoryPage({ params }: { params: Promise<Params> }) {
  const { locale, category, products, floors } = await loadCategory(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "catalogue" });
  const crumbs = [
    { name: t("home"), href: localizedPath(locale, paths.home()) },
    { name: category.name[locale], href: localizedPath(locale, paths.category(category.slug)) },
  ];
  const cards = products.map((p) => {
    const floor = floors[p.slug];
    const headline = headlinePrice(floor);
    return {
      slug: p.slug,
      name: p.name[locale],
      href: localizedPath(locale, paths.listing(category.slug, p.slug)),
      description: p.description[locale],
      offers: t("offerCount", { count: p.offerCount }),
      price: headline ? t("fromPrice", { price: priceLabel(t, locale, headline.cents, "EUR", headline.period) }) : null,
      image: floor?.image4x3 ? { src: paths.media(floor.image4x3), ...CARD_IMAGE } : null,
    };
  });
  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, path: c.href })))} />
      <JsonLdScript data={itemListJsonLd(cards.map((c) => ({ name: c.name, path: c.href })))} />
      <Breadcrumbs items={crumbs} label={t("breadcrumbs")} />
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900">{category.name[locale]}</h1>
        <p className="mt-3 text-slate-700">{category.description[locale]}</p>
        <p className="mt-2 text-sm text-slate-700">{t("hoursNote", { hours: HOURS_PER_MONTH })}</p>
      </header>
      <section aria-labelledby="products-heading">
        <h2 id="products-heading" className="sr-only">
          {t("products")}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map(({ slug, ...card }) => (
            <li key={slug} className="flex">
              <ProductCard {...card} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
