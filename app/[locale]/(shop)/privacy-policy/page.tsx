import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { StaticPage } from "@/components/site/static-page";
import { getStaticPage, STATIC_PAGES_UPDATED } from "@/lib/content/static-pages";
import { buildMetadata } from "@/lib/seo/metadata";
import { isLocale, type Locale } from "@/lib/i18n/routing";

const PATH = "/privacy-policy";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const page = getStaticPage("privacy-policy", locale);
  return buildMetadata({ locale, pathname: PATH, title: page.title, description: page.description });
}

export default async function PrivacyPolicyPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <StaticPage locale={locale} path={PATH} content={getStaticPage("privacy-policy", locale)} updated={STATIC_PAGES_UPDATED} />;
}
