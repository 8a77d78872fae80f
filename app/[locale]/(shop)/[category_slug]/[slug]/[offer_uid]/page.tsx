import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { getOffer } from "@/lib/catalogue/queries";
import { uidSchema } from "@/lib/catalogue/schema";
import type { Locale } from "@/lib/i18n/routing";

type Params = { locale: Locale; category_slug: string; slug: string; offer_uid: string };

export async function generateStaticParams() {
  return [{ category_slug: "_", slug: "_", offer_uid: "_" }];
}

export default async function OfferPage({ params }: { params: Promise<Params> }) {
  const { locale, category_slug, slug, offer_uid } = await params;
  setRequestLocale(locale);
  console.log("RENDER offer", offer_uid);
  if (!uidSchema.safeParse(offer_uid).success) notFound();
  const offer = await getOffer(offer_uid);
  if (!offer || offer.product.slug !== slug || offer.product.categorySlug !== category_slug) notFound();
  return (
    <article>
      <h1>{offer.name}</h1>
      <p>{offer.priceCents / 100} EUR</p>
    </article>
  );
}
