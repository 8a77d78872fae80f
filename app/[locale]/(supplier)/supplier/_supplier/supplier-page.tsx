import { Suspense, type ComponentType } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LoadingState } from "@/components/ui/loading-state";
import { supplierPaths, type SupplierSection } from "@/components/supplier/paths";
import { requirePageCaller } from "@/lib/auth/page";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { buildMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

/**
 * The route exports of a supplier page: noindex metadata from `supplier.<section>` and the page,
 * which checks the caller (a guest goes to sign-in) inside its own Suspense boundary and renders
 * `View`, a client island under the layout's gate (which knows the organisation and role).
 */
export function supplierPage(section: SupplierSection, View: ComponentType) {
  async function Content({ locale }: { locale: Locale }) {
    await requirePageCaller(locale, supplierPaths[section]);
    return <View />;
  }
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale } = await params;
      if (!isLocale(locale)) notFound();
      const t = await getTranslations({ locale, namespace: "supplier" });
      return buildMetadata({ locale, pathname: supplierPaths[section], title: t(`${section}.title`), description: t(`${section}.description`), noindex: true });
    },
    Page: async function SupplierSectionPage({ params }: Props) {
      const { locale } = await params;
      if (!isLocale(locale)) notFound();
      setRequestLocale(locale);
      const t = await getTranslations({ locale, namespace: "supplier" });
      return (
        <Suspense fallback={<LoadingState label={t("loading")} />}>
          <Content locale={locale} />
        </Suspense>
      );
    },
  };
}
