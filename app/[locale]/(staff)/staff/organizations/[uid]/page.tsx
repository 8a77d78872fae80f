import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LoadingState } from "@/components/ui/loading-state";
import { QUEUE_PATH } from "@/components/staff/paths";
import { OrganizationReview } from "@/components/staff/organization-review";
import { staffPrefetch, StaffHydrated } from "@/components/staff/prefetch";
import { requirePageCaller } from "@/lib/auth/page";
import { PLACEHOLDER_PARAM } from "@/lib/catalogue/route-params";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";

type Params = Promise<{ locale: string; uid: string }>;

/** Organisation uids as the API accepts them (lib/organizations/schema.ts); anything else is a 404. */
const UID = /^[A-Za-z0-9_-]{1,32}$/;

async function checked(params: Params): Promise<{ locale: Locale; uid: string }> {
  const { locale, uid } = await params;
  if (!isLocale(locale) || !UID.test(uid) || uid === PLACEHOLDER_PARAM) notFound();
  return { locale, uid };
}

export function generateStaticParams() {
  return [{ uid: PLACEHOLDER_PARAM }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, uid } = await checked(params);
  const t = await getTranslations({ locale, namespace: "staff.detail" });
  return buildMetadata({ locale, pathname: `${QUEUE_PATH}/${uid}`, title: t("pageTitle"), description: t("description"), noindex: true });
}

async function Review({ params }: { params: Params }) {
  const { locale, uid } = await checked(params);
  setRequestLocale(locale);
  const caller = await requirePageCaller(locale, `${QUEUE_PATH}/${uid}`);
  return (
    <StaffHydrated caller={caller} locale={locale} prefetch={staffPrefetch.organization(uid)}>
      <OrganizationReview uid={uid} />
    </StaffHydrated>
  );
}

/** A business account under staff review: fields, documents, history and the decision. */
export default async function StaffOrganizationPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "staff.detail" });
  return (
    <Suspense fallback={<LoadingState label={t("loading")} />}>
      <Review params={params} />
    </Suspense>
  );
}
