import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { StaticPage } from "@/components/site/static-page";
import { getStaticPage } from "@/lib/content/static-pages";
import { buildMetadata } from "@/lib/seo/metadata";
import { isLocale, type Locale } from "@/lib/i18n/routing";

const PATH = "/about";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const page = getStaticPage("about", locale);
  return buildMetadata({ locale, pathname: PATH, title: page.title, description: page.description });
}

export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <StaticPage locale={locale} path={PATH} content={getStaticPage("about", locale)} />;
}
