import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LoadingState } from "@/components/ui/loading-state";
import { productPath } from "@/components/staff/catalogue-paths";
import { ProductEditor } from "@/components/staff/catalogue-product-editor";
import { staffPrefetch, StaffHydrated } from "@/components/staff/prefetch";
import { requirePageCaller } from "@/lib/auth/page";
import { PLACEHOLDER_PARAM } from "@/lib/catalogue/route-params";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";

type Params = Promise<{ locale: string; id: string }>;

/** Product ids as the API takes them (lib/catalogue-staff/http.ts); anything else is a 404. */
const ID = /^[1-9][0-9]{0,8}$/;

async function checked(params: Params): Promise<{ locale: Locale; id: number }> {
  const { locale, id } = await params;
  if (!isLocale(locale) || id === PLACEHOLDER_PARAM || !ID.test(id)) notFound();
  return { locale, id: Number(id) };
}

export function generateStaticParams() {
  return [{ id: PLACEHOLDER_PARAM }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, id } = await checked(params);
  const t = await getTranslations({ locale, namespace: "staff.catalogue.product" });
  return buildMetadata({ locale, pathname: productPath(id), title: t("pageTitle"), description: t("description"), noindex: true });
}

async function Editor({ params }: { params: Params }) {
  const { locale, id } = await checked(params);
  setRequestLocale(locale);
  const caller = await requirePageCaller(locale, productPath(id));
  return (
    <StaffHydrated caller={caller} locale={locale} prefetch={staffPrefetch.product(id)}>
      <ProductEditor id={id} />
    </StaffHydrated>
  );
}

/** A product as staff edit it: names, category, status and the options buyers configure. */
export default async function StaffProductPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "staff.catalogue.product" });
  return (
    <Suspense fallback={<LoadingState label={t("loading")} />}>
      <Editor params={params} />
    </Suspense>
  );
}
