import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BusinessAccount } from "@/components/business/business-account";
import { LoadingState } from "@/components/ui/loading-state";
import { businessKeys } from "@/components/business/query-keys";
import { ApiError } from "@/lib/api/errors";
import { requirePageCaller } from "@/lib/auth/page";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { myOrganization } from "@/lib/organizations/service";
import { buildMetadata } from "@/lib/seo/metadata";
import { Prefetched } from "@/components/api/prefetch";

type Props = { params: Promise<{ locale: string }> };

const PATH = "/business-account";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "business" });
  return buildMetadata({ locale, pathname: PATH, title: t("title"), description: t("description"), noindex: true });
}

/**
 * The caller is checked (a guest goes to sign-in) inside the Suspense boundary: it reads the session
 * cookie. Their business account is prefetched as GET /api/organizations/my answers it, a 404 being
 * the island's "none yet" (null), so the stepper or the account shows in the first HTML.
 */
async function Content({ locale }: { locale: Locale }) {
  const caller = await requirePageCaller(locale, PATH);
  const load = () => myOrganization(caller, locale).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  return (
    <Prefetched queries={[{ queryKey: businessKeys.organization, load, nullable: true }]}>
      <BusinessAccount />
    </Prefetched>
  );
}

/** businessAccount (spec section 2): organisation registration as a stepper, with documents, status chip and table. */
export default async function BusinessAccountPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "business" });
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <Suspense fallback={<LoadingState label={t("loading")} />}>
        <Content locale={locale} />
      </Suspense>
    </div>
  );
}
