import { attributeText, dataCenterName, offerTitle, placeName } from "@/lib/catalogue/vocabulary";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getOffer, getProduct, listCategories } from "@/lib/catalogue/queries";
import { listSimilarOffers } from "@/lib/catalogue/similar";
import { getProductOptions } from "@/lib/catalogue/product-options";
import { readCatalogue } from "@/lib/catalogue/availability";
import { comparePagePath, MAX_COMPARE } from "@/lib/catalogue/compare";
import { paths } from "@/lib/catalogue/paths";
import { isCatalogueSlug, PLACEHOLDER_PARAM } from "@/lib/catalogue/route-params";
import { uidSchema } from "@/lib/catalogue/schema";
import { HOURS_PER_MONTH } from "@/lib/catalogue/pricing";
import { countryName, formatMoney } from "@/lib/format";
import { isLocale, localizedPath } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";
import { ogPaths } from "@/components/seo/og-image";
import { breadcrumbJsonLd, productJsonLd } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { buttonClass } from "@/components/ui/button";
import { AvailabilityBadge } from "@/components/catalogue/availability-badge";
import { OfferSpecs } from "@/components/catalogue/offer-specs";
import { OptionsPreview } from "@/components/catalogue/options-preview";
import { dataCenterLabel, deliveryLabel, measuredDeliveryLabel } from "@/components/catalogue/labels";
import { supplierDeliveryStats } from "@/lib/resources/delivery-stats";
import { OfferPrice, offerPriceProps, offerPriceText } from "@/components/catalogue/offer-price";
import { AddToCartIsland } from "@/components/cart/add-to-cart";
import { OfferHeroImage } from "@/components/catalogue/offer-hero-image";

type Params = { locale: string; category_slug: string; slug: string; offer_uid: string };

/** One placeholder (a 404 at build): real offers are rendered on first request and cached whole. */
export function generateStaticParams() {
  return [{ category_slug: PLACEHOLDER_PARAM, slug: PLACEHOLDER_PARAM, offer_uid: PLACEHOLDER_PARAM }];
}

/**
 * The offer with its product, or a 404: unknown, hidden, or reached under another category or
 * product than its own (one URL per offer), or its product is inactive.
 */
const loadOffer = cache(async (locale: string, categorySlug: string, productSlug: string, uid: string) => {
  if (!isLocale(locale) || !isCatalogueSlug(categorySlug) || !isCatalogueSlug(productSlug) || !uidSchema.safeParse(uid).success) notFound();
  const [, offer] = await readCatalogue(
    locale,
    () => Promise.all([listCategories(), getOffer(uid)]),
    ([cats]) => cats.length === 0,
  );
  if (!offer || offer.product.slug !== productSlug || offer.product.categorySlug !== categorySlug) notFound();
  const found = await getProduct(categorySlug, productSlug);
  if (!found) notFound();
  return { locale, offer, ...found };
});

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const p = await params;
  const { locale, offer } = await loadOffer(p.locale, p.category_slug, p.slug, p.offer_uid);
  const t = await getTranslations({ locale, namespace: "offer" });
  const c = await getTranslations({ locale, namespace: "catalogue" });
  return buildMetadata({
    locale,
    pathname: paths.offer(offer.product.categorySlug, offer.product.slug, offer.uid),
    title: offerTitle(offer, locale),
    description: t("metaDescription", {
      name: offerTitle(offer, locale),
      product: offer.product.name[locale],
      provider: offer.supplier.name,
      location: offer.dataCenter ? `${placeName(offer.dataCenter.city, locale)}, ${countryName(offer.country, locale)}` : countryName(offer.country, locale),
      price: offerPriceText(c, locale, offer.priceCents, offer.currency, offer.billingPeriod),
      delivery: deliveryLabel(c, offer.deliveryMinutes),
    }),
    image: ogPaths.offer(locale, offer.uid),
  });
}

export default async function OfferPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const { locale, offer, category, product } = await loadOffer(p.locale, p.category_slug, p.slug, p.offer_uid);
  setRequestLocale(locale);
  const [t, c, a, options, similar, measured] = await Promise.all([
    getTranslations({ locale, namespace: "offer" }),
    getTranslations({ locale, namespace: "catalogue" }),
    getTranslations({ locale, namespace: "addToCart" }),
    getProductOptions(category.slug, product.slug).then((o) => o ?? []),
    // Offers like this one in specification (same GPU model, nearest cores and RAM), not the cheapest.
    listSimilarOffers(offer.uid, MAX_COMPARE - 1),
    // How fast its supplier really delivers, beside the estimate the offer claims.
    supplierDeliveryStats(offer.supplier.slug),
  ]);
  const lp = (path: string) => localizedPath(locale, path);
  const offerPath = lp(paths.offer(category.slug, product.slug, offer.uid));
  // The catalogue's vocabulary in the page's language; a supplier's own words as typed.
  const name = offerTitle(offer, locale);
  const specs = offer.attributes.map((a) => attributeText(a, locale));
  const listingPath = lp(paths.listing(category.slug, product.slug));
  const crumbs = [
    { name: c("home"), href: lp(paths.home()) },
    { name: category.name[locale], href: lp(paths.category(category.slug)) },
    { name: product.name[locale], href: listingPath },
    { name, href: offerPath },
  ];
  const compareHref = similar.length ? lp(comparePagePath(category.slug, product.slug, [offer.uid, ...similar])) : null;
  const media = offer.media;
  const images = [media.image16x9, media.image4x3, media.image1x1].filter((m): m is string => !!m).map(paths.media);
  const location = offer.dataCenter;

  return (
    <>
      <JsonLdScript
        data={productJsonLd({
          name,
          description: `${product.name[locale]}: ${specs.map((a) => `${a.name} ${a.value}`).join(", ")}`,
          path: offerPath,
          sku: offer.uid,
          brand: offer.supplier.name,
          category: category.name[locale],
          priceCents: offer.priceCents,
          currency: offer.currency,
          billingPeriod: offer.billingPeriod,
          availability: offer.availability,
          images,
          attributes: specs,
        })}
      />
      <JsonLdScript data={breadcrumbJsonLd(crumbs.map((x) => ({ name: x.name, path: x.href })))} />
      <Breadcrumbs items={crumbs} label={c("breadcrumbs")} />
      <article className="flex flex-col gap-10">
        {/* The hero's `sizes` (components/catalogue/offer-hero-image.tsx) is worked out from this grid's columns and gap. */}
        <div className="grid gap-8 md:grid-cols-2">
          {media.image16x9 ? (
            <OfferHeroImage
              src={paths.media(media.image16x9)}
              smallSrc={media.image16x9Small ? paths.media(media.image16x9Small) : null}
              mediumSrc={media.image16x9Medium ? paths.media(media.image16x9Medium) : null}
              alt={t("imageAlt", { product: product.name[locale], name })}
            />
          ) : null}
          <div className="flex flex-col gap-4">
            <div>
              <p className="text-sm font-medium text-slate-700">{product.name[locale]}</p>
              <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
            </div>
            <div>
              <p className="text-3xl font-bold text-slate-900" data-testid="offer-price">
                <OfferPrice locale={locale} {...offerPriceProps(offer)} className="[&>span:not(:first-child)]:text-sm" />
              </p>
              <p className="mt-1 text-xs text-slate-700">{c("hoursNote", { hours: HOURS_PER_MONTH })}</p>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-700">{t("availability")}</dt>
              <dd>
                <AvailabilityBadge availability={offer.availability} label={c(`availability.${offer.availability}`)} />
              </dd>
              <dt className="text-slate-700">{t("delivery")}</dt>
              <dd className="text-slate-900">{deliveryLabel(c, offer.deliveryMinutes)}</dd>
              <dt className="text-slate-700">{t("measured")}</dt>
              <dd className="text-slate-900" data-testid="measured-delivery">
                {measuredDeliveryLabel(c, measured)}
              </dd>
              <dt className="text-slate-700">{t("provider")}</dt>
              <dd>
                <Link href={lp(paths.provider(offer.supplier.slug))} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                  {offer.supplier.name}
                </Link>
              </dd>
              <dt className="text-slate-700">{t("dataCenter")}</dt>
              <dd className="text-slate-900">
                {location
                  ? `${dataCenterLabel({ name: dataCenterName(location.name, locale), city: placeName(location.city, locale) })}, ${countryName(location.country, locale)}`
                  : countryName(offer.country, locale)}
              </dd>
              <dt className="text-slate-700">{t("offerId")}</dt>
              <dd className="font-mono text-slate-900">{offer.uid}</dd>
            </dl>
            <div className="flex flex-wrap gap-3">
              {/* Without JavaScript: the cart adds it (after a sign-in); with it, the cart island below. */}
              <form action={lp("/cart")} method="get" className="contents">
                <button name="add" value={offer.uid} disabled={offer.availability === "out_of_stock"} className={buttonClass("primary", "disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-800")}>
                  {a("add")}
                </button>
              </form>
              <AddToCartIsland />
              {compareHref ? (
                <Link href={compareHref} className={buttonClass("secondary")} prefetch={false}>
                  {t("compare")}
                </Link>
              ) : null}
              <Link href={listingPath} className={buttonClass("secondary")}>
                {t("backToListing", { product: product.name[locale] })}
              </Link>
            </div>
          </div>
        </div>

        <section aria-labelledby="specs-heading">
          <h2 id="specs-heading" className="mb-3 text-xl font-semibold text-slate-900">
            {t("specifications")}
          </h2>
          <OfferSpecs
            attributes={specs}
            caption={t("specificationsOf", { name })}
            labels={{ parameter: t("parameter"), value: t("value") }}
          />
        </section>

        <section aria-labelledby="location-heading">
          <h2 id="location-heading" className="mb-3 text-xl font-semibold text-slate-900">
            {t("supplierAndLocation")}
          </h2>
          <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-700">{t("provider")}</dt>
            <dd>
              <Link href={lp(paths.provider(offer.supplier.slug))} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {offer.supplier.name}
              </Link>{" "}
              <span className="text-slate-700">({countryName(offer.supplier.country, locale)})</span>
            </dd>
            {location ? (
              <>
                <dt className="text-slate-700">{t("dataCenter")}</dt>
                <dd className="text-slate-900">
                  <Link href={lp(paths.dataCenters())} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                    {dataCenterName(location.name, locale)}
                  </Link>
                </dd>
                <dt className="text-slate-700">{t("city")}</dt>
                <dd className="text-slate-900">{placeName(location.city, locale)}</dd>
              </>
            ) : null}
            <dt className="text-slate-700">{t("country")}</dt>
            <dd className="text-slate-900">{countryName(offer.country, locale)}</dd>
          </dl>
        </section>

        {options.length ? (
          <section aria-labelledby="options-heading">
            <h2 id="options-heading" className="mb-1 text-xl font-semibold text-slate-900">
              {t("options")}
            </h2>
            <p className="mb-3 text-sm text-slate-700">{t("optionsIntro")}</p>
            <OptionsPreview
              options={options.map((o) => ({
                key: o.key,
                name: o.name[locale],
                required: o.required,
                values: o.values.map((v) => ({
                  value: v.value,
                  label: v.label[locale],
                  surcharge: v.price_cents > 0 ? t("surcharge", { price: formatMoney(v.price_cents, offer.currency, locale) }) : null,
                })),
              }))}
              labels={{ required: t("required"), optional: t("optional"), included: t("included") }}
            />
          </section>
        ) : null}
      </article>
    </>
  );
}
